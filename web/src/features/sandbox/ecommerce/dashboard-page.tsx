import {
  Body1,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { BoxRegular, CartRegular, MoneyRegular, PeopleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { StatCard } from '../../../components/stat-card'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import { listCategories, listCustomers, listOrders, listProducts, listReviews } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { formatDate, formatMoney } from './money'
import { PersonCell } from './person-cell'
import { StatusBadge } from './product-status-badge'

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '680px', tableLayout: 'auto' },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  barHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
})

/** The store at a glance, from the spec's list calls: counts, revenue, the latest orders and the categories by stock value. */
async function loadDashboard(signal: AbortSignal) {
  const [products, orders, customers, pending, categories, latest] = await Promise.all([
    listProducts({ page: 1, itemsPerPage: 1 }, signal),
    listOrders({ page: 1, itemsPerPage: 100 }, signal),
    listCustomers({ page: 1, itemsPerPage: 1 }, signal),
    listReviews({ page: 1, itemsPerPage: 1, status: 'Pending' }, signal),
    listCategories({ page: 1, itemsPerPage: 6, sortBy: 'totalValue', orderBy: 'desc' }, signal),
    listOrders({ page: 1, itemsPerPage: 6, sortBy: 'date', orderBy: 'desc' }, signal),
  ])
  const failed = [products, orders, customers, pending, categories, latest].find((r) => !r.data)
  if (failed) return { data: undefined, error: failed.error, response: failed.response }
  return {
    data: {
      products: products.data!.total,
      orders: orders.data!.total,
      customers: customers.data!.total,
      pendingReviews: pending.data!.total,
      revenue: orders.data!.orders.reduce((s, o) => s + o.spent, 0),
      categories: categories.data!.categories,
      latest: latest.data!.orders,
    },
  }
}

/** /apps/ecommerce/dashboard. */
export function EcommerceDashboardPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const dash = useLoad(loadDashboard, [], t('loadError'))
  const money = (n: number) => formatMoney(n, i18n.language)
  if (dash.error)
    return (
      <SandboxPage title={t('dashboard.title')}>
        <ErrorState message={dash.error} onRetry={dash.reload} />
      </SandboxPage>
    )
  const d = dash.data
  if (!d)
    return (
      <SandboxPage title={t('dashboard.title')}>
        <LoadingState />
      </SandboxPage>
    )
  const top = Math.max(1, ...d.categories.map((c) => c.totalValue))
  return (
    <SandboxPage title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
      <div className={styles.cards}>
        <StatCard
          label={t('dashboard.revenue')}
          value={money(d.revenue)}
          hint={t('dashboard.revenueHint', { count: d.orders })}
          icon={<MoneyRegular />}
        />
        <StatCard label={t('dashboard.orders')} value={String(d.orders)} icon={<CartRegular />} />
        <StatCard label={t('dashboard.products')} value={String(d.products)} icon={<BoxRegular />} />
        <StatCard
          label={t('dashboard.customers')}
          value={String(d.customers)}
          hint={
            <Link className={links.link} href="/apps/ecommerce/manage-review">
              {t('dashboard.pendingReviews', { count: d.pendingReviews })}
            </Link>
          }
          icon={<PeopleRegular />}
        />
      </div>
      <div className={styles.grid}>
        <SectionCard
          title={t('dashboard.latestOrders')}
          action={
            <Link className={links.link} href="/apps/ecommerce/order/list">
              {t('dashboard.viewAll')}
            </Link>
          }
        >
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={t('dashboard.latestOrders')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('orders.order')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.customer')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.date')}</TableHeaderCell>
                  <TableHeaderCell>{t('status')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.total')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.latest.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>
                      <Link className={links.link} href={`/apps/ecommerce/order/details/${o.order}`}>
                        #{o.order}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <PersonCell name={o.customer} email={o.email} />
                    </TableCell>
                    <TableCell>{formatDate(o.date, i18n.language)}</TableCell>
                    <TableCell>
                      <StatusBadge status={o.status} />
                    </TableCell>
                    <TableCell>{money(o.spent)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </SectionCard>
        <SectionCard title={t('dashboard.categories')}>
          <div className={styles.bars}>
            {d.categories.length === 0 ? (
              <Body1>{t('empty')}</Body1>
            ) : (
              d.categories.map((c) => (
                <div key={c.id} className={styles.bar}>
                  <div className={styles.barHead}>
                    <Text>{t(`categories.${c.title}` as 'categories.Shoes', { defaultValue: c.title })}</Text>
                    <Text weight="semibold">{money(c.totalValue)}</Text>
                  </div>
                  <ProgressBar value={c.totalValue / top} max={1} thickness="large" aria-label={c.title} />
                </div>
              ))
            )}
          </div>
        </SectionCard>
      </div>
    </SandboxPage>
  )
}
