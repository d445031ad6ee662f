import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { CostOverview } from '../api'
import { formatMoney, formatNumber } from '../format-money'

/** One breakdown (organization, kind or model) with each line's share of the period's spend. */
export function BreakdownTable({
  items,
  currency,
  labelOf,
}: {
  items: CostOverview['byOrg']
  currency: string
  labelOf?: (key: string, label: string) => string
}) {
  const { t, i18n } = useTranslation('costs')
  const total = items.reduce((s, i) => s + i.amountMinor, 0)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <Table size="small" aria-label={t('columns.name')}>
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
            <TableCell>{labelOf ? labelOf(i.key, i.label) : i.label}</TableCell>
            <TableCell>{formatMoney(i.amountMinor, currency, i18n.language)}</TableCell>
            <TableCell>{total > 0 ? percent.format(i.amountMinor / total) : '—'}</TableCell>
            <TableCell>{formatNumber(i.events, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
