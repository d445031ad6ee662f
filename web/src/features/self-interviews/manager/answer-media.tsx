import { Button, Caption1, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failure, getAnswerMedia, setAnswerTranscript, type ManagerAnswer } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  player: { width: '100%', maxWidth: '480px' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * A recorded answer for the manager: the recording (fetched with the session, since a media element cannot
 * send the bearer token) and, while no service made one, a box to type its transcript.
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
  const [text, setText] = useState(answer.transcript ?? '')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let made: string | undefined
    void getAnswerMedia(interviewId, answer.questionId).then(({ data }) => {
      if (data instanceof Blob) setUrl((made = URL.createObjectURL(data)))
    })
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [interviewId, answer.questionId])

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
  return (
    <div className={styles.root}>
      {url &&
        (video ? (
          <video className={styles.player} src={url} controls aria-label={t('detail.play')} />
        ) : (
          <audio
            className={styles.player}
            src={url}
            controls
            aria-label={t('detail.play')}
            data-testid="answer-audio"
          />
        ))}
      {answer.transcription === 'pending' && (
        <Caption1 className={styles.muted}>{t('detail.transcriptPending')}</Caption1>
      )}
      {answer.transcription === 'failed' && (
        <Caption1 className={styles.muted}>{t('detail.transcriptFailed')}</Caption1>
      )}
      {editable && (
        <>
          <Field label={t('detail.transcript')} validationMessage={error}>
            <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={3} />
          </Field>
          <div>
            <Button disabled={saving || !text.trim()} onClick={() => void save()}>
              {t('detail.saveTranscript')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
