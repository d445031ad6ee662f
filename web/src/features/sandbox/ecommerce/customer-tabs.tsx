import {
  Body1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { StatCard } from '../../../components/stat-card'
import { useLoad } from '../../../lib/use-load'
import { DetailsList } from './details-list'
import { CustomerNotifications } from './customer-notifications'
import { listOrders, type CustomerDetail } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { formatDate, formatMoney } from './money'
import { StatusBadge } from './product-status-badge'

export const CUSTOMER_TABS = ['overview', 'security', 'address-billing', 'notifications'] as const
export type CustomerTab = (typeof CUSTOMER_TABS)[number]

const useStyles = makeStyles({
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto' },
})

/** The content of one customer tab. */
export function CustomerTabs({ tab, customer: c }: { tab: CustomerTab; customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  if (tab === 'overview')
    return (
      <div className={styles.column}>
        <div className={styles.stats}>
          <StatCard label={t('customers.orders')} value={String(c.order)} />
          <StatCard label={t('customers.totalSpent')} value={formatMoney(c.totalSpent, i18n.language)} />
          <StatCard
            label={t('customers.average')}
            value={formatMoney(c.order ? c.totalSpent / c.order : 0, i18n.language)}
          />
        </div>
        <CustomerOrders email={c.email} />
      </div>
    )
  if (tab === 'security')
    return (
      <SectionCard title={t('customers.tabs.security')}>
        <Body1>{t('customers.securityText', { email: c.email })}</Body1>
        <DetailsList
          rows={[
            [t('customers.email'), c.email],
            [
              t('customers.twoStep'),
              c.contact ? t('customers.twoStepSms', { contact: c.contact }) : t('customers.twoStepOff'),
            ],
          ]}
        />
      </SectionCard>
    )
  if (tab === 'address-billing')
    return (
      <SectionCard title={t('customers.tabs.address-billing')}>
        <DetailsList
          rows={[
            [t('customers.name'), c.customer],
            [t('customers.country'), `${c.country} (${c.countryCode})`],
            [t('customers.contact'), c.contact],
            [t('customers.billingEmail'), c.email],
          ]}
        />
      </SectionCard>
    )
  return <CustomerNotifications customerId={c.customerId} email={c.email} />
}

function CustomerOrders({ email }: { email: string }) {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const orders = useLoad(
    (signal) => listOrders({ q: email, page: 1, itemsPerPage: 10, sortBy: 'date', orderBy: 'desc' }, signal),
    [email],
    t('loadError'),
  )
  const rows = orders.data?.orders.filter((o) => o.email === email) ?? []
  return (
    <SectionCard title={t('customers.orderHistory')}>
      {orders.error ? (
        <ErrorState message={orders.error} onRetry={orders.reload} />
      ) : !orders.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={t('customers.noOrders')} />
      ) : (
        <div className={styles.scroll}>
          <Table aria-label={t('customers.orderHistory')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('orders.order')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.date')}</TableHeaderCell>
                <TableHeaderCell>{t('status')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.total')}</TableHeaderCell>
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
                  <TableCell>{formatDate(o.date, i18n.language)}</TableCell>
                  <TableCell>
                    <StatusBadge status={o.status} />
                  </TableCell>
                  <TableCell>{formatMoney(o.spent, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  )
}
