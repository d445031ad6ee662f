import { Badge, Caption1, Link as FluentLink, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { SelfInterviewDetail } from '../api'
import { WaitingForTranscripts } from './waiting-for-transcripts'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * The reports made from the answers, with the analysis' live progress while it runs; before that, what they
 * wait for.
 */
export function ReportsPanel({
  detail,
  canEdit,
  onChanged,
}: {
  detail: SelfInterviewDetail
  canEdit: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const a = detail.analysis
  const s = detail.selfInterview
  if (!a && s.state === 'completed' && s.requestedKinds.length)
    return <WaitingForTranscripts detail={detail} canEdit={canEdit} onChanged={onChanged} />
  if (!a)
    return (
      <Caption1 className={styles.muted}>
        {s.state === 'completed' ? t('detail.noReportsRequested') : t('detail.reportsLater')}
      </Caption1>
    )
  const active = a.status === 'queued' || a.status === 'running'
  return (
    <div>
      {active && (
        <ProgressBar
          value={a.progress / 100}
          thickness="large"
          aria-label={t('detail.progress', { progress: a.progress })}
        />
      )}
      {active && <Caption1>{t('detail.progress', { progress: a.progress })}</Caption1>}
      {a.error && <Caption1 className={styles.muted}>{a.error}</Caption1>}
      <ul className={styles.list} data-testid="reports">
        {detail.reports.map((r) => (
          <li key={r.id} className={styles.item}>
            {r.status === 'ready' ? (
              <Link href={paths.reports.detail.getHref({ id: r.id })} asChild>
                <FluentLink>{r.title}</FluentLink>
              </Link>
            ) : (
              <span>{r.title}</span>
            )}
            <Badge
              appearance="tint"
              color={r.status === 'ready' ? 'success' : r.status === 'failed' ? 'danger' : 'warning'}
            >
              {t(`reportStatus.${r.status}`, { defaultValue: r.status })}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
