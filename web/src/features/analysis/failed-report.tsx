import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/screen-state'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  detail: { color: tokens.colorNeutralForeground3 },
})

type Reason = 'model' | 'timeout' | 'transcript' | 'cancelled' | 'output' | 'interrupted' | 'unknown'

/** The service's failure message in words a user can act on (the message itself stays below, for support). */
export function failureReason(error: string | null | undefined): Reason {
  const e = (error ?? '').toLowerCase()
  if (/llm_base_url|not configured|no model is connected|api key|unauthori[sz]ed|401|403/.test(e)) return 'model'
  if (/timed? ?out|timeout|aborted/.test(e)) return 'timeout'
  if (/no segments|transcript|parse/.test(e)) return 'transcript'
  if (/cancel/.test(e)) return 'cancelled'
  if (/invalid|schema|json/.test(e)) return 'output'
  if (/stopped|heartbeat|worker|interrupted|shut ?down/.test(e)) return 'interrupted'
  return 'unknown'
}

/** A failed report: what happened and what to do, a retry when the user may run it again, and the technical detail. */
export function FailedReport({ error, onRetry }: { error: string | null | undefined; onRetry?: () => void }) {
  const { t } = useTranslation('analysis')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <ErrorState message={t(`failure.${failureReason(error)}`)} onRetry={onRetry} />
      {error && <Caption1 className={styles.detail}>{t('failure.detail', { error })}</Caption1>}
    </div>
  )
}
