import { Body1, Button, Caption1, Checkbox, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, Spinner, tokens } from '@fluentui/react-components'
import { SparkleRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '../../../lib/form-errors'
import { cancelJob, createAnalysis, REPORT_KINDS, type Job, type Meeting, type ReportKind } from '../api'
import { isFinal, useJobProgress } from '../use-job-progress'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  kinds: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** Kinds that suit a meeting of each kind, ticked when the meeting requested none. */
const DEFAULT_KINDS: Record<Meeting['kind'], ReportKind[]> = {
  interview: ['recruiter', 'competence'], negotiation: ['negotiation'], team: ['belbin', 'active-analysis'], 'one-on-one': ['active-analysis'], other: ['info-security'],
}

interface AnalysePanelProps {
  meeting: Meeting
  onFinished: (job: Job) => void
}

/** Choose report kinds, start an analysis (202 + job id), then follow its progress live. */
export function AnalysePanel({ meeting, onFinished }: AnalysePanelProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [kinds, setKinds] = useState<ReportKind[]>(meeting.requestedKinds.length ? meeting.requestedKinds : DEFAULT_KINDS[meeting.kind])
  const [jobId, setJobId] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const { job, lost } = useJobProgress(jobId, onFinished)
  const running = jobId !== null && !isFinal(job)

  const start = async () => {
    setPending(true)
    setError(undefined)
    const { data, error: failure } = await createAnalysis(meeting.id, kinds).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (data) return setJobId(data.jobId)
    setError(formErrors(failure, t('errors.unexpected', { ns: 'common' })).form)
  }

  const toggle = (kind: ReportKind, on: boolean) => setKinds((k) => (on ? [...k, kind] : k.filter((x) => x !== kind)))
  return (
    <div className={styles.root}>
      {!meeting.hasTranscript && <Body1 className={styles.muted}>{t('analyse.needsTranscript')}</Body1>}
      <div className={styles.kinds} role="group" aria-label={t('analyse.kinds')}>
        {REPORT_KINDS.map((k) => (
          <Checkbox key={k} label={t(`kind.${k}`, { ns: 'reports' })} checked={kinds.includes(k)} disabled={running} onChange={(_, d) => toggle(k, Boolean(d.checked))} />
        ))}
      </div>
      <div className={styles.row}>
        <Button appearance="primary" icon={pending ? <Spinner size="tiny" /> : <SparkleRegular />} disabled={!meeting.hasTranscript || kinds.length === 0 || running || pending} onClick={() => void start()}>
          {t('analyse.start')}
        </Button>
        {running && jobId && <Button onClick={() => void cancelJob(jobId)}>{t('analyse.cancel')}</Button>}
      </div>
      {error && <MessageBar intent="error"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
      {jobId && (
        <Field label={t(`analyse.status.${job?.status ?? 'queued'}`)} validationState={job?.status === 'failed' ? 'error' : 'none'}
          validationMessage={job?.status === 'failed' ? job.error ?? t('analyse.failed') : `${job?.progress ?? 0}%`}>
          <ProgressBar value={(job?.progress ?? 0) / 100} thickness="large" color={job?.status === 'failed' ? 'error' : job?.status === 'completed' ? 'success' : 'brand'} aria-label={t('analyse.progress')} />
        </Field>
      )}
      {lost && !job && <Caption1 className={styles.muted}>{t('analyse.lost')}</Caption1>}
    </div>
  )
}
