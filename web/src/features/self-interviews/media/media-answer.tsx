import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components'
import { RecordStopRegular, RecordRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicQuestion } from '../api'
import { uploadMedia } from './upload-media'
import { useMediaStream } from './use-media-stream'
import { useRecorder, type Take } from './use-recorder'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  player: { width: '100%', maxWidth: '420px' },
  live: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
})

/**
 * A recorded answer: recording starts by itself when the thinking time ends, retakes up to the question's
 * limit, the candidate picks the take to send; at the deadline the last take goes in by itself.
 */
export function MediaAnswer({
  uid,
  question,
  phase,
  onSubmitted,
}: {
  uid: string
  question: PublicQuestion
  phase: 'think' | 'answer' | 'over' | 'pending'
  onSubmitted: () => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const mode = question.mode === 'video' ? 'video' : 'audio'
  const { stream, problem, request } = useMediaStream(mode === 'video')
  const rec = useRecorder(stream, mode)
  const [chosen, setChosen] = useState(0)
  const [progress, setProgress] = useState<number>()
  const [error, setError] = useState<string>()
  const sent = useRef(false)
  // Recording starts by itself only where the candidate watched the thinking time run out (or cut it short). Back
  // on the page in the middle of an answer (a reload, a resumed link), they press Record themselves.
  const resumed = useRef(phase === 'answer')
  const autoStarted = useRef(false)

  useEffect(() => {
    void request()
  }, [request])
  useEffect(() => {
    if (phase === 'answer' && stream && !autoStarted.current && !resumed.current) {
      autoStarted.current = true
      rec.start()
    }
  }, [phase, stream, rec])

  const send = async (take: Take | undefined) => {
    if (!take || sent.current) return
    sent.current = true
    setError(undefined)
    setProgress(0)
    const r = await uploadMedia(uid, question.id, take.blob, setProgress)
    if (r.ok || r.status === 409) return onSubmitted()
    sent.current = false
    setProgress(undefined)
    setError(r.message ?? t('media.uploadFailed'))
  }
  // Time is up: stop and send what there is.
  useEffect(() => {
    if (phase !== 'over' || sent.current) return
    void (rec.recording ? rec.stop() : Promise.resolve(rec.takes[chosen] ?? rec.takes.at(-1))).then((take) =>
      send(take),
    )
  }, [phase]) // eslint-disable-line react-hooks/exhaustive-deps

  const canRetake = rec.takes.length < question.retakes + 1
  return (
    <div className={styles.root} data-testid="media-answer">
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t(`media.problem.${problem}`)}{' '}
            <Button size="small" onClick={() => void request()}>
              {t('media.check.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {resumed.current && phase === 'answer' && !rec.recording && rec.takes.length === 0 && (
        <MessageBar intent="info" data-testid="resume-prompt">
          <MessageBarBody>{t('media.resumed')}</MessageBarBody>
        </MessageBar>
      )}
      {rec.recording && (
        <Body1 className={styles.live} role="status">
          ● {t('media.recording')}
        </Body1>
      )}
      <div className={styles.row}>
        {rec.recording ? (
          <Button
            icon={<RecordStopRegular />}
            onClick={() => void rec.stop().then((take) => take && setChosen(rec.takes.length))}
            data-testid="stop-recording"
          >
            {t('media.stop')}
          </Button>
        ) : (
          phase === 'answer' &&
          canRetake &&
          stream &&
          progress === undefined && (
            <Button icon={<RecordRegular />} onClick={rec.start} data-testid="record">
              {rec.takes.length
                ? t('media.retake', { left: question.retakes + 1 - rec.takes.length })
                : t('media.record')}
            </Button>
          )
        )}
      </div>
      {rec.takes.length > 0 && !rec.recording && (
        <RadioGroup
          value={String(chosen)}
          onChange={(_, d) => setChosen(Number(d.value))}
          aria-label={t('media.takes')}
        >
          {rec.takes.map((take, i) => (
            <div key={take.url} className={styles.row}>
              <Radio
                value={String(i)}
                label={t('media.take', { number: i + 1, seconds: Math.round(take.durationMs / 1000) })}
              />
              {mode === 'video' ? (
                <video className={styles.player} src={take.url} controls data-testid="take-player" />
              ) : (
                <audio className={styles.player} src={take.url} controls data-testid="take-player" />
              )}
            </div>
          ))}
        </RadioGroup>
      )}
      {progress !== undefined && (
        <div>
          <ProgressBar value={progress / 100} thickness="large" aria-label={t('media.uploading', { progress })} />
          <Caption1>{t('media.uploading', { progress })}</Caption1>
        </div>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {rec.takes.length > 0 && !rec.recording && progress === undefined && (
        <div>
          <Button appearance="primary" onClick={() => void send(rec.takes[chosen])} data-testid="send-take">
            {t('media.submit', { number: chosen + 1 })}
          </Button>
        </div>
      )}
    </div>
  )
}
