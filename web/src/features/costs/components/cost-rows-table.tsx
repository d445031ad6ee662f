import {
  Link as FluentLink,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { CostRow } from '../api'
import { formatMoney, formatNumber } from '../format-money'
import { formatDateTime } from '../../../lib/format-date'

const useStyles = makeStyles({ scroll: { overflowX: 'auto', maxWidth: '100%' }, table: { minWidth: '640px' } })

type Row = CostRow & { shareMinor?: number; sharedBy?: number }

/**
 * Usage rows as the ledger holds them: one line each, its record linked. A row shared out over reports (an analysed
 * meeting) shows the record's share of it.
 */
export function CostRowsTable({ rows, showOrg = true }: { rows: Row[]; showOrg?: boolean }) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={t('sections.rows')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.time')}</TableHeaderCell>
            {showOrg && <TableHeaderCell>{t('columns.organization')}</TableHeaderCell>}
            <TableHeaderCell>{t('columns.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.model')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.quantity')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.amount')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.record')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-row-id={r.id}>
              <TableCell>{formatDateTime(r.createdAt, i18n.language)}</TableCell>
              {showOrg && <TableCell>{r.orgName}</TableCell>}
              <TableCell>{t(`kinds.${r.kind}`, { defaultValue: r.kind })}</TableCell>
              <TableCell>{r.model || '—'}</TableCell>
              <TableCell>{formatNumber(r.quantity, i18n.language)}</TableCell>
              <TableCell>
                {r.sharedBy && r.sharedBy > 1 && r.shareMinor !== undefined
                  ? t('subject.share', {
                      share: formatMoney(r.shareMinor, r.currency, i18n.language),
                      amount: formatMoney(r.amountMinor, r.currency, i18n.language),
                      count: r.sharedBy,
                    })
                  : formatMoney(r.amountMinor, r.currency, i18n.language)}
              </TableCell>
              <TableCell>
                {r.reportId ? (
                  <Link href={paths.reports.detail.getHref({ id: r.reportId })} asChild>
                    <FluentLink>{t('report')}</FluentLink>
                  </Link>
                ) : r.meetingId ? (
                  <Link href={paths.meetings.detail.getHref({ id: r.meetingId })} asChild>
                    <FluentLink>{t('meeting')}</FluentLink>
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
