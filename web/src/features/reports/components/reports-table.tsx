import {
  Link as FluentLink,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { LinkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { ReportQuery, ReportSortKey, ReportSummary } from '../api'
import { ReportStatusBadge } from './report-status-badge'
import { sortableHeader } from '../../../components/sortable-header'

const useStyles = makeStyles({
  table: { minWidth: '820px' },
  muted: { color: tokens.colorNeutralForeground3 },
  shared: {
    color: tokens.colorBrandForeground1,
    marginInlineStart: tokens.spacingHorizontalXS,
    verticalAlign: 'middle',
  },
})

export function ReportsTable({
  rows,
  query,
  onSort,
}: {
  rows: ReportSummary[]
  query: ReportQuery
  onSort: (key: ReportSortKey) => void
}) {
  const { t, i18n } = useTranslation('reports')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('columns.title')}</TableHeaderCell>
          <TableHeaderCell {...sortable('kind')}>{t('columns.kind')}</TableHeaderCell>
          <TableHeaderCell {...sortable('subject')}>{t('columns.subject')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.source')}</TableHeaderCell>
          <TableHeaderCell {...sortable('status')}>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell {...sortable('createdAt')}>{t('columns.created')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <Link href={paths.reports.detail.getHref({ id: r.id })} asChild>
                <FluentLink>{r.title}</FluentLink>
              </Link>
              {r.shared && <LinkRegular className={styles.shared} aria-label={t('sharedBadge')} />}
            </TableCell>
            <TableCell>{t(`kind.${r.kind}`)}</TableCell>
            <TableCell>{r.subject ?? '—'}</TableCell>
            <TableCell className={styles.muted}>
              {r.source.type === 'meeting' ? (
                <Link href={paths.meetings.detail.getHref({ id: r.source.id })} asChild>
                  <FluentLink appearance="subtle">{r.source.title}</FluentLink>
                </Link>
              ) : (
                r.source.title
              )}
            </TableCell>
            <TableCell>
              <ReportStatusBadge status={r.status} />
            </TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(r.createdAt))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
