import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DataTable, bindListQuery, loadStateOf, type DataTableColumn } from '../../../components/data-table/data-table'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { listOrders, type ListQuery, type OrderSortKey } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { formatDate, formatMoney } from './money'
import { PAYMENT_STATES } from './order-timeline'
import { PersonCell } from './person-cell'
import { StatusBadge } from './product-status-badge'

type Order = NonNullable<Awaited<ReturnType<typeof listOrders>>['data']>['orders'][number]

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL } })

/** /apps/ecommerce/order/list: the orders in the app's data table, searched, sorted and paged by the service. */
export function OrderListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const [query, setQuery] = useState<ListQuery<OrderSortKey>>({
    page: 1,
    itemsPerPage: 10,
    sortBy: 'date',
    orderBy: 'desc',
  })
  const list = useLoad((signal) => listOrders(query, signal), [JSON.stringify(query)], t('loadError'))
  const columns: DataTableColumn<Order>[] = [
    {
      key: 'order',
      label: t('orders.order'),
      value: (o) => o.order,
      sortable: true,
      width: 90,
      render: (o) => (
        <Link className={links.link} href={`/apps/ecommerce/order/details/${o.order}`}>
          #{o.order}
        </Link>
      ),
    },
    {
      key: 'date',
      label: t('orders.date'),
      value: (o) => `${formatDate(o.date, i18n.language)} ${o.time}`,
      sortable: true,
      width: 180,
    },
    {
      key: 'customers',
      label: t('orders.customer'),
      value: (o) => o.customer,
      sortable: true,
      width: 250,
      render: (o) => <PersonCell name={o.customer} email={o.email} />,
    },
    {
      key: 'payment',
      label: t('orders.payment'),
      value: (o) => t(`payment.${PAYMENT_STATES[o.payment - 1] ?? 'pending'}`),
      width: 110,
    },
    {
      key: 'status',
      label: t('status'),
      value: (o) => o.status,
      sortable: true,
      width: 140,
      render: (o) => <StatusBadge status={o.status} />,
    },
    {
      key: 'spent',
      label: t('orders.total'),
      value: (o) => formatMoney(o.spent, i18n.language),
      sortable: true,
      width: 100,
    },
    {
      key: 'method',
      label: t('orders.method'),
      value: (o) => `${o.method === 'paypalLogo' ? 'PayPal' : 'Mastercard'} ···${String(o.methodNumber).slice(-4)}`,
      width: 130,
    },
  ]
  return (
    <SandboxPage title={t('orders.title')} subtitle={t('orders.subtitle')}>
      <Card className={styles.card}>
        <DataTable
          label={t('orders.tableLabel')}
          columns={columns}
          rows={list.data?.orders}
          total={list.data?.total ?? 0}
          rowKey={(o) => String(o.id)}
          {...bindListQuery(query, setQuery)}
          {...loadStateOf(list)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('orders.search')}
        />
      </Card>
    </SandboxPage>
  )
}
