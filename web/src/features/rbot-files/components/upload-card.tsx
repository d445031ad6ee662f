import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  tokens,
} from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { uploadFile } from '../api'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  hidden: { display: 'none' },
})

/** Choose the meeting, pick a file, watch it upload. */
export function UploadCard({
  meetings,
  onUploaded,
}: {
  meetings: { id: string; title: string }[]
  onUploaded: () => void
}) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [meetingId, setMeetingId] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  const upload = async (file: File) => {
    setResult(undefined)
    setProgress(0)
    const outcome = await uploadFile(file, meetingId || undefined, setProgress)
    setProgress(null)
    setResult(
      outcome.ok
        ? { ok: true, text: t('files.uploaded', { name: file.name }) }
        : { ok: false, text: outcome.message ?? t('files.uploadFailed') },
    )
    if (outcome.ok) onUploaded()
  }

  return (
    <SectionCard title={t('files.uploadTitle')}>
      <div className={styles.row}>
        <Field label={t('files.meeting')}>
          <Select value={meetingId} onChange={(_, d) => setMeetingId(d.value)} aria-label={t('files.meeting')}>
            <option value="">{t('files.noMeeting')}</option>
            {meetings.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </Select>
        </Field>
        <input
          ref={input}
          type="file"
          className={styles.hidden}
          data-testid="rbot-file-input"
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            if (f) void upload(f)
          }}
        />
        <Button
          appearance="primary"
          icon={<ArrowUploadRegular />}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {t('files.choose')}
        </Button>
      </div>
      {progress !== null && <ProgressBar value={progress / 100} aria-label={t('files.progress', { pct: progress })} />}
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} role="status">
          <MessageBarBody>{result.text}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  )
}
