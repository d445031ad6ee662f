import {
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

const useStyles = makeStyles({ scroll: { overflowX: 'auto', maxWidth: '100%' }, table: { minWidth: '640px' } })

type Row = CostRow & { shareMinor?: number; sharedBy?: number }

/**
 * Usage rows as the ledger holds them: one line each, its record linked. A row shared out over reports (an analysed
 * meeting) shows the record's share of it.
 */
export function CostRowsTable({ rows, showOrg = true }: { rows: Row[]; showOrg?: boolean }) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
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
              <TableCell>{time.format(new Date(r.createdAt))}</TableCell>
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
                  <Link href={paths.reports.detail.getHref({ id: r.reportId })}>{t('report')}</Link>
                ) : r.meetingId ? (
                  <Link href={paths.meetings.detail.getHref({ id: r.meetingId })}>{t('meeting')}</Link>
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
