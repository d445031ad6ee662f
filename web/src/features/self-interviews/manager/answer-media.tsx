import { Button, Caption1, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failure, getAnswerMediaLink, setAnswerTranscript, type ManagerAnswer } from '../api'

const useStyles = makeStyles({
  // The transcript is typed beside the playing recording; on a narrow screen it sits under it.
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    marginTop: tokens.spacingVerticalS,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  player: { width: '100%', maxWidth: '480px' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * A recorded answer for the manager: the player streams the recording from a playback link (a media element
 * cannot send the session's token; the link asks with it), so it starts at once and seeks by range. While no
 * transcript exists, a box beside the player takes one typed by hand.
 */
export function AnswerMedia({
  interviewId,
  answer,
  canEdit,
  onChanged,
}: {
  interviewId: string
  answer: ManagerAnswer
  canEdit: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [url, setUrl] = useState<string>()
  const [linkError, setLinkError] = useState(false)
  const [text, setText] = useState(answer.transcript ?? '')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const renewed = useRef(false)

  const fetchLink = useCallback(async () => {
    const { data } = await getAnswerMediaLink(interviewId, answer.questionId).catch(() => ({ data: undefined }))
    setLinkError(!data)
    if (data) setUrl(data.url)
  }, [interviewId, answer.questionId])
  useEffect(() => {
    void fetchLink()
  }, [fetchLink])
  // A link outlives a page only by an hour: a player that fails once asks for a fresh link.
  const onPlayerError = () => {
    if (renewed.current) return setLinkError(true)
    renewed.current = true
    void fetchLink()
  }

  const save = async () => {
    setSaving(true)
    const r = await setAnswerTranscript(interviewId, answer.questionId, text).catch((e: unknown) => ({
      data: undefined,
      error: e,
    }))
    setSaving(false)
    if (r.data) return onChanged()
    setError(failure(r.error, t('errors.unexpected')).message)
  }

  const video = answer.media?.type.startsWith('video/')
  const editable = canEdit && answer.transcription !== 'done'
  const player = { className: styles.player, src: url, controls: true, preload: 'metadata', onError: onPlayerError }
  return (
    <div className={styles.root}>
      <div className={styles.column}>
        {url &&
          (video ? (
            <video {...player} playsInline aria-label={t('detail.play')} data-testid="answer-player" />
          ) : (
            <audio {...player} aria-label={t('detail.play')} data-testid="answer-player" />
          ))}
        {linkError && (
          <Caption1 className={styles.muted}>
            {t('detail.playError')}{' '}
            <Button size="small" appearance="transparent" onClick={() => void fetchLink()}>
              {t('detail.retry')}
            </Button>
          </Caption1>
        )}
        {answer.transcription === 'pending' && (
          <Caption1 className={styles.muted}>{t('detail.transcriptPending')}</Caption1>
        )}
        {answer.transcription === 'failed' && (
          <Caption1 className={styles.muted}>{t('detail.transcriptFailed')}</Caption1>
        )}
      </div>
      {editable && (
        <div className={styles.column}>
          <Field label={t('detail.transcriptOf', { number: answer.number })} validationMessage={error}>
            <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={4} resize="vertical" />
          </Field>
          <div>
            <Button disabled={saving || !text.trim()} onClick={() => void save()}>
              {t('detail.saveTranscript')}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
