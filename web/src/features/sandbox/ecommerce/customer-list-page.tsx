import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DataTable, bindListQuery, loadStateOf, type DataTableColumn } from '../../../components/data-table/data-table'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { listCustomers, type CustomerSortKey, type ListQuery } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { formatMoney } from './money'
import { PersonCell } from './person-cell'

type Customer = NonNullable<Awaited<ReturnType<typeof listCustomers>>['data']>['customers'][number]

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL } })

/** /apps/ecommerce/customer/list: the customers in the app's data table, searched, sorted and paged by the service. */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const [query, setQuery] = useState<ListQuery<CustomerSortKey>>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listCustomers(query, signal), [JSON.stringify(query)], t('loadError'))
  const columns: DataTableColumn<Customer>[] = [
    {
      key: 'customer',
      label: t('customers.customer'),
      value: (c) => c.customer,
      sortable: true,
      width: 280,
      render: (c) => (
        <PersonCell name={c.customer} email={c.email}>
          <Link className={links.link} href={`/apps/ecommerce/customer/details/${c.customerId}`}>
            {c.customer}
          </Link>
        </PersonCell>
      ),
    },
    { key: 'customerId', label: t('customers.id'), value: (c) => `#${c.customerId}`, sortable: true, width: 120 },
    {
      key: 'country',
      label: t('customers.country'),
      value: (c) => `${c.country} (${c.countryCode})`,
      sortable: true,
      width: 200,
    },
    { key: 'orders', label: t('customers.orders'), value: (c) => c.order, sortable: true, width: 100 },
    {
      key: 'totalSpent',
      label: t('customers.totalSpent'),
      value: (c) => formatMoney(c.totalSpent, i18n.language),
      sortable: true,
      width: 140,
    },
  ]
  return (
    <SandboxPage title={t('customers.title')} subtitle={t('customers.subtitle')}>
      <Card className={styles.card}>
        <DataTable
          label={t('customers.tableLabel')}
          columns={columns}
          rows={list.data?.customers}
          total={list.data?.total ?? 0}
          rowKey={(c) => String(c.id)}
          {...bindListQuery(query, setQuery)}
          {...loadStateOf(list)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('customers.search')}
        />
      </Card>
    </SandboxPage>
  )
}
