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
import { listCustomers, type CustomerSortKey, type ListQuery } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { ListCard } from './list-card'
import { formatMoney } from './money'
import { PersonCell } from './person-cell'
import { Toolbar } from './toolbar'
import { useListQuery } from './use-list-query'

const useStyles = makeStyles({ table: { minWidth: '780px', tableLayout: 'auto' } })

/** /apps/ecommerce/customer/list: the customers, searched, sorted and paged by the service. */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const { query, onSearch, onSort, onPage, onPageSize } = useListQuery<ListQuery<CustomerSortKey>>({
    page: 1,
    itemsPerPage: 10,
  })
  const list = useLoad((signal) => listCustomers(query, signal), [JSON.stringify(query)], t('loadError'))
  const rows = list.data?.customers ?? []
  const sort = sortableHeader(query, onSort)
  return (
    <SandboxPage title={t('customers.title')} subtitle={t('customers.subtitle')}>
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
            <DebouncedSearch placeholder={t('customers.search')} onSearch={onSearch} />
          </Toolbar>
        }
      >
        <Table className={styles.table} aria-label={t('customers.tableLabel')} sortable>
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sort('customer')}>{t('customers.customer')}</TableHeaderCell>
              <TableHeaderCell {...sort('customerId')}>{t('customers.id')}</TableHeaderCell>
              <TableHeaderCell {...sort('country')}>{t('customers.country')}</TableHeaderCell>
              <TableHeaderCell {...sort('orders')}>{t('customers.orders')}</TableHeaderCell>
              <TableHeaderCell {...sort('totalSpent')}>{t('customers.totalSpent')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <PersonCell name={c.customer} email={c.email}>
                    <Link className={links.link} href={`/apps/ecommerce/customer/details/${c.customerId}`}>
                      {c.customer}
                    </Link>
                  </PersonCell>
                </TableCell>
                <TableCell>#{c.customerId}</TableCell>
                <TableCell>
                  {c.country} ({c.countryCode})
                </TableCell>
                <TableCell>{c.order}</TableCell>
                <TableCell>{formatMoney(c.totalSpent, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
    </SandboxPage>
  )
}
