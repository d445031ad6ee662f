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
import { DebouncedSearch } from '../../../components/list-filters'
import { sortableHeader } from '../../../components/sortable-header'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { listOrders, type ListQuery, type OrderSortKey } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { ListCard } from './list-card'
import { formatDate, formatMoney } from './money'
import { PAYMENT_STATES } from './order-timeline'
import { PersonCell } from './person-cell'
import { StatusBadge } from './product-status-badge'
import { Toolbar } from './toolbar'
import { useListQuery } from './use-list-query'

const useStyles = makeStyles({ table: { minWidth: '960px', tableLayout: 'auto' } })

/** /apps/ecommerce/order/list: the orders, searched, sorted and paged by the service. */
export function OrderListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const { query, onSearch, onSort, onPage, onPageSize } = useListQuery<ListQuery<OrderSortKey>>({
    page: 1,
    itemsPerPage: 10,
    sortBy: 'date',
    orderBy: 'desc',
  })
  const list = useLoad((signal) => listOrders(query, signal), [JSON.stringify(query)], t('loadError'))
  const rows = list.data?.orders ?? []
  const sort = sortableHeader(query, onSort)
  return (
    <SandboxPage title={t('orders.title')} subtitle={t('orders.subtitle')}>
      <ListCard
        list={list}
        count={rows.length}
        total={list.data?.total ?? 0}
        page={query.page}
        pageSize={query.itemsPerPage}
        onPage={onPage}
        onPageSize={onPageSize}
        toolbar={
          <Toolbar>
            <DebouncedSearch placeholder={t('orders.search')} onSearch={onSearch} />
          </Toolbar>
        }
      >
        <Table className={styles.table} aria-label={t('orders.tableLabel')} sortable>
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sort('order')}>{t('orders.order')}</TableHeaderCell>
              <TableHeaderCell {...sort('date')}>{t('orders.date')}</TableHeaderCell>
              <TableHeaderCell {...sort('customers')}>{t('orders.customer')}</TableHeaderCell>
              <TableHeaderCell>{t('orders.payment')}</TableHeaderCell>
              <TableHeaderCell {...sort('status')}>{t('status')}</TableHeaderCell>
              <TableHeaderCell {...sort('spent')}>{t('orders.total')}</TableHeaderCell>
              <TableHeaderCell>{t('orders.method')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  <Link className={links.link} href={`/apps/ecommerce/order/details/${o.order}`}>
                    #{o.order}
                  </Link>
                </TableCell>
                <TableCell>
                  {formatDate(o.date, i18n.language)} {o.time}
                </TableCell>
                <TableCell>
                  <PersonCell name={o.customer} email={o.email} />
                </TableCell>
                <TableCell>{t(`payment.${PAYMENT_STATES[o.payment - 1] ?? 'pending'}`)}</TableCell>
                <TableCell>
                  <StatusBadge status={o.status} />
                </TableCell>
                <TableCell>{formatMoney(o.spent, i18n.language)}</TableCell>
                <TableCell>
                  {o.method === 'paypalLogo' ? 'PayPal' : 'Mastercard'} ···{String(o.methodNumber).slice(-4)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
    </SandboxPage>
  )
}
