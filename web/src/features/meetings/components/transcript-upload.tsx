import {
  Button,
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  tokens,
} from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadTranscript, type Transcript } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface TranscriptUploadProps {
  meetingId: string
  replacing: boolean
  onUploaded: (transcript: Transcript) => void
}

/** Picks a .vtt, .srt, .json or .txt file and PUTs it with a progress bar; the service names a bad line. */
export function TranscriptUpload({ meetingId, replacing, onUploaded }: TranscriptUploadProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()

  const upload = async (file: File) => {
    setError(undefined)
    setDone(undefined)
    setProgress(0)
    const outcome = await uploadTranscript(meetingId, file, setProgress)
    setProgress(null)
    if (input.current) input.current.value = ''
    if (!outcome.ok || !outcome.transcript) return setError(outcome.message ?? t('upload.failed'))
    setDone(t('upload.done', { count: outcome.transcript.segments.length }))
    onUploaded(outcome.transcript)
  }

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept=".vtt,.srt,.json,.txt,text/vtt,text/plain,application/json"
          aria-label={t('upload.file')}
          data-testid="transcript-file"
          onChange={(e) => {
            const f = e.target.files?.[0]
            if (f) void upload(f)
          }}
        />
        <Button icon={<ArrowUploadRegular />} disabled={progress !== null} onClick={() => input.current?.click()}>
          {replacing ? t('upload.replace') : t('upload.button')}
        </Button>
        <Caption1 className={styles.muted}>{t('upload.hint')}</Caption1>
      </div>
      {progress !== null && (
        <Field validationMessage={t('upload.progress', { pct: progress })} validationState="none">
          <ProgressBar value={progress / 100} thickness="large" aria-label={t('upload.progressLabel')} />
        </Field>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  )
}
