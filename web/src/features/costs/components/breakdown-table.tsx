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
import type { CostOverview } from '../api'
import { formatMoney, formatNumber } from '../format-money'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Auto layout: the figures take their width and the name the rest (Fluent's fixed layout gave each column a
  // quarter, which broke "Transcription" and "Northwind Partners" mid-word at 1366 and 390 px). No minimum width:
  // a 320 px table in a three-abreast card 302 px wide cut off its last column.
  table: { tableLayout: 'auto' },
  // A long name wraps at its spaces inside its cell, and mid-word only if one word is wider than the cell.
  name: { overflowWrap: 'break-word' },
  num: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
})

/**
 * One breakdown (organization, kind, model, user, …) with each line's share of the period's spend: of `total` when
 * given (the tags, whose lines may add up to more), else of the lines' sum.
 */
export function BreakdownTable({
  items,
  currency,
  labelOf,
  total: totalGiven,
}: {
  items: CostOverview['byOrg']
  currency: string
  labelOf?: (key: string, label: string) => string
  total?: number
}) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const total = totalGiven ?? items.reduce((s, i) => s + i.amountMinor, 0)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <div className={styles.scroll} data-breakdown>
      <Table size="small" aria-label={t('columns.name')} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.amount')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.share')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.events')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.key}>
              <TableCell className={styles.name}>{labelOf ? labelOf(i.key, i.label) : i.label}</TableCell>
              <TableCell className={styles.num}>{formatMoney(i.amountMinor, currency, i18n.language)}</TableCell>
              <TableCell className={styles.num}>{total > 0 ? percent.format(i.amountMinor / total) : '—'}</TableCell>
              <TableCell className={styles.num}>{formatNumber(i.events, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
