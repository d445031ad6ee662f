import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { DocumentTextRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { ReportSummary } from '../../reports'
import { ReportStatusBadge } from '../../reports'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

interface MeetingReportsProps {
  reports: ReportSummary[] | undefined
  loading: boolean
  error: string | null
  onRetry: () => void
}

export function MeetingReports({ reports, loading, error, onRetry }: MeetingReportsProps) {
  const { t, i18n } = useTranslation('meetings')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  if (error) return <ErrorState message={error} onRetry={onRetry} />
  if (!reports) return loading ? <LoadingState /> : null
  if (reports.length === 0) return <EmptyState title={t('reports.empty')} hint={t('reports.emptyHint')} />
  return (
    <ul className={styles.list} aria-label={t('reports.title')}>
      {reports.map((r) => (
        <li key={r.id} className={styles.item}>
          <span className={styles.name}>
            <DocumentTextRegular />
            <span>
              <Link href={paths.reports.detail.getHref({ id: r.id })} asChild>
                <FluentLink>
                  {t('reportAbout', {
                    ns: 'analysis',
                    kind: t(`kind.${r.kind}`, { ns: 'reports' }),
                    subject: r.subject ?? t('meeting', { ns: 'analysis' }),
                  })}
                </FluentLink>
              </Link>
              <div className={styles.muted}>{date.format(new Date(r.createdAt))}</div>
            </span>
          </span>
          <ReportStatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  )
}
