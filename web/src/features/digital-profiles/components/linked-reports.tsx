import { Badge, Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { DocumentTextRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { EmptyState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import type { ReportStatus } from '../../reports'
import { ReportStatusBadge } from '../../reports'
import type { LinkedReport } from '../api'
import { allMembers } from '../../../lib/all-members'

const STATUSES = allMembers<ReportStatus>()(['queued', 'running', 'ready', 'failed'])

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  emptyIcon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** The person's reports, newest first, each opening the report. */
export function LinkedReports({ reports }: { reports: LinkedReport[] }) {
  const { t, i18n } = useTranslation('profiles')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  // Reports of one analysis share a time: the title keeps their order stable.
  const newest = [...reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title))
  return (
    <SectionCard title={t('reports.title')}>
      {newest.length === 0 ? (
        <EmptyState
          icon={<DocumentTextRegular className={styles.emptyIcon} />}
          title={t('reports.empty')}
          hint={t('reports.emptyHint')}
        />
      ) : (
        <ul className={styles.list} aria-label={t('reports.title')}>
          {newest.map((r) => (
            <li key={r.id} className={styles.item}>
              <DocumentTextRegular className={styles.icon} aria-hidden />
              <span className={styles.text}>
                <Link href={paths.reports.detail.getHref({ id: r.id })} asChild>
                  <FluentLink>{r.title}</FluentLink>
                </Link>
                <Caption1 className={styles.muted}>
                  {t(`kind.${r.kind}`, { ns: 'reports' })} · {date.format(new Date(r.createdAt))}
                </Caption1>
              </span>
              {/* The contract types the status as text; an unknown one is shown as written. */}
              {STATUSES.includes(r.status as ReportStatus) ? (
                <ReportStatusBadge status={r.status as ReportStatus} />
              ) : (
                <Badge appearance="outline">{r.status}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
