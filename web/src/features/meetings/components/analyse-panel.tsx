import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { SparkleRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '../../../lib/form-errors'
import {
  createAnalysisWithSubjects,
  defaultSubject,
  isPersonKind,
  SubjectPicker,
  type SubjectsByKind,
} from '../../analysis'
import { cancelJob, REPORT_KINDS, type Job, type Meeting, type ReportKind } from '../api'
import { isFinal, useJobProgress } from '../use-job-progress'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  kinds: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', alignItems: 'center' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** Kinds that suit a meeting of each kind, ticked when the meeting requested none. */
const DEFAULT_KINDS: Record<Meeting['kind'], ReportKind[]> = {
  interview: ['recruiter', 'competence'],
  negotiation: ['negotiation'],
  team: ['belbin', 'active-analysis'],
  'one-on-one': ['active-analysis'],
  other: ['info-security'],
}

interface AnalysePanelProps {
  meeting: Meeting
  onFinished: (job: Job) => void
}

/**
 * Choose report kinds and whom each person-kind is about, start the analysis (202 + one job per subject and
 * one for the meeting-level kinds), then follow the jobs one after the other.
 */
export function AnalysePanel({ meeting, onFinished }: AnalysePanelProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [kinds, setKinds] = useState<ReportKind[]>(
    meeting.requestedKinds.length ? meeting.requestedKinds : DEFAULT_KINDS[meeting.kind],
  )
  const people = useMemo(() => meeting.participants.map((p) => p.name), [meeting.participants])
  const fallback = defaultSubject(meeting.participants)
  const [subjects, setSubjects] = useState<SubjectsByKind>({})
  const [jobIds, setJobIds] = useState<string[]>([])
  const [current, setCurrent] = useState(0)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const jobId = jobIds[current] ?? null
  const { job, lost } = useJobProgress(jobId, (finished) => {
    onFinished(finished)
    if (finished.status === 'completed' && current < jobIds.length - 1) setCurrent(current + 1)
  })
  const more = current < jobIds.length - 1
  const running = jobId !== null && (!isFinal(job) || (more && job?.status === 'completed'))
  // "Done" only when the last job is done: a finished job with more to follow still reads as running.
  const status = job && more && job.status === 'completed' ? 'running' : job?.status
  // Kinds about a person start with the service's default subject until the user chooses.
  const chosen: SubjectsByKind = Object.fromEntries(
    kinds.filter(isPersonKind).map((k) => [k, subjects[k] ?? (fallback ? [fallback] : [])]),
  )
  const missing = kinds.some((k) => isPersonKind(k) && people.length > 0 && !chosen[k]?.length)

  const start = async () => {
    setPending(true)
    setError(undefined)
    const withPeople = Object.fromEntries(Object.entries(chosen).filter(([, names]) => names?.length))
    const { data, error: failure } = await createAnalysisWithSubjects(meeting.id, kinds, withPeople).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setPending(false)
    if (data) {
      setCurrent(0)
      return setJobIds(data.jobIds ?? [data.jobId])
    }
    setError(formErrors(failure, t('errors.unexpected', { ns: 'common' })).form)
  }
  const overall = jobIds.length ? Math.round((current * 100 + (job?.progress ?? 0)) / jobIds.length) : 0
  const cancelAll = () => {
    for (const id of jobIds.slice(current)) void cancelJob(id)
  }

  const toggle = (kind: ReportKind, on: boolean) => setKinds((k) => (on ? [...k, kind] : k.filter((x) => x !== kind)))
  return (
    <div className={styles.root}>
      {!meeting.hasTranscript && <Body1 className={styles.muted}>{t('analyse.needsTranscript')}</Body1>}
      <div className={styles.kinds} role="group" aria-label={t('analyse.kinds')}>
        {REPORT_KINDS.map((k) => (
          <Checkbox
            key={k}
            label={t(`kind.${k}`, { ns: 'reports' })}
            checked={kinds.includes(k)}
            disabled={running}
            onChange={(_, d) => toggle(k, Boolean(d.checked))}
          />
        ))}
      </div>
      {kinds.length > 0 && people.length > 0 && (
        <Field
          label={t('subjects.title', { ns: 'analysis' })}
          hint={t('subjects.hint', { ns: 'analysis' })}
          validationState={missing ? 'warning' : 'none'}
          validationMessage={missing ? t('subjects.missing', { ns: 'analysis' }) : undefined}
        >
          <SubjectPicker kinds={kinds} people={people} value={chosen} onChange={setSubjects} disabled={running} />
        </Field>
      )}
      <div className={styles.row}>
        <Button
          appearance="primary"
          icon={pending ? <Spinner size="tiny" /> : <SparkleRegular />}
          disabled={!meeting.hasTranscript || kinds.length === 0 || missing || running || pending}
          onClick={() => void start()}
        >
          {t('analyse.start')}
        </Button>
        {running && jobId && <Button onClick={cancelAll}>{t('analyse.cancel')}</Button>}
        {/* One click is one analysis (one analysed meeting billed) even when it runs as several jobs: steps, not analyses. */}
        {jobIds.length > 1 && (
          <Caption1 className={styles.muted}>
            {t('progress', { ns: 'analysis', current: current + 1, total: jobIds.length })}
          </Caption1>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {jobId && (
        <Field
          label={t(`analyse.status.${status ?? 'queued'}`)}
          validationState={status === 'failed' ? 'error' : 'none'}
          validationMessage={status === 'failed' ? (job?.error ?? t('analyse.failed')) : `${overall}%`}
        >
          <ProgressBar
            value={overall / 100}
            thickness="large"
            color={status === 'failed' ? 'error' : status === 'completed' ? 'success' : 'brand'}
            aria-label={t('analyse.progress')}
          />
        </Field>
      )}
      {lost && !job && <Caption1 className={styles.muted}>{t('analyse.lost')}</Caption1>}
    </div>
  )
}
