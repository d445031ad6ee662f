import { Avatar, Badge, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn, type DataTableQuery } from '../../../components/data-table/data-table'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { useFormatters } from '../../sandbox-dashboards'
import { listAllSales, listSalesPage, type SalesRow } from './sales-api'

const useStyles = makeStyles({
  buyer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
})

const STATUS_COLOR = { Completed: 'success', Confirmed: 'informative', Cancelled: 'danger' } as const
const PAID_COLOR = { 'Fully Paid': 'success', 'Partially Paid': 'warning', Unpaid: 'danger' } as const
const keyOf = (v: string) =>
  v.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())

/** /tables/data-table: the sales rows of /api/pages/datatable, sorted, searched, filtered and paged by the service. */
export default function DataTableExample() {
  const { t } = useTranslation('showcaseForms')
  const f = useFormatters()
  const styles = useStyles()
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listSalesPage(query, signal), [JSON.stringify(query)], t('loadFailed'))
  // Status values are the service's English words; the table shows them translated and exports them as stored.
  const label = (v: string) => t(`sales.values.${keyOf(v)}` as 'sales.values.completed', { defaultValue: v })
  const facets = list.data?.facets
  const columns: DataTableColumn<SalesRow>[] = [
    { key: 'id', label: t('sales.id'), value: (r) => r.id, sortable: true, width: 80 },
    { key: 'product', label: t('sales.product'), value: (r) => r.product.name, sortable: true, width: 220 },
    {
      key: 'category',
      label: t('sales.category'),
      value: (r) => r.product.category,
      sortable: true,
      width: 140,
      filter: facets && { values: facets.category },
    },
    {
      key: 'buyer',
      label: t('sales.buyer'),
      value: (r) => r.buyer.name,
      sortable: true,
      width: 200,
      render: (r) => (
        <span className={styles.buyer}>
          <Avatar size={24} name={r.buyer.name} />
          {r.buyer.name}
        </span>
      ),
    },
    {
      key: 'date',
      label: t('sales.date'),
      value: (r) => r.date,
      sortable: true,
      width: 130,
      render: (r) => f.day(r.date),
    },
    {
      key: 'total',
      label: t('sales.total'),
      value: (r) => r.payment.total,
      sortable: true,
      width: 120,
      render: (r) => f.money(r.payment.total),
    },
    {
      key: 'paymentStatus',
      label: t('sales.paymentStatus'),
      value: (r) => r.payment.receivedPaymentStatus,
      sortable: true,
      width: 150,
      filter: facets && { values: facets.paymentStatus, label },
      render: (r) => (
        <Badge
          appearance="tint"
          color={PAID_COLOR[r.payment.receivedPaymentStatus as keyof typeof PAID_COLOR] ?? 'informative'}
        >
          {label(r.payment.receivedPaymentStatus)}
        </Badge>
      ),
    },
    {
      key: 'status',
      label: t('sales.status'),
      value: (r) => r.payment.status,
      sortable: true,
      width: 130,
      filter: facets && { values: facets.status, label },
      render: (r) => (
        <Badge appearance="filled" color={STATUS_COLOR[r.payment.status as keyof typeof STATUS_COLOR] ?? 'informative'}>
          {label(r.payment.status)}
        </Badge>
      ),
    },
  ]
  return (
    <SectionCard title={t('sales.title')}>
      <DataTable
        label={t('sales.title')}
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(r) => String(r.id)}
        query={query}
        onQueryChange={setQuery}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        emptyText={t('sales.empty')}
        searchPlaceholder={t('sales.search')}
        selectable
        exportFileName="sales.csv"
        exportAll={() => listAllSales(query)}
      />
    </SectionCard>
  )
}
