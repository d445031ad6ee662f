import { Badge } from '@fluentui/react-components'
import { CartRegular, MoneyRegular, PeopleRegular, PersonAvailableRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { BarSeriesChart } from '../../components/charts/bar-series-chart'
import { DataWidget } from '../../components/data-widget'
import { StatCard } from '../../components/stat-card'
import type { Loaded } from '../../lib/use-load'
import type { AnalyticsData } from './api'
import { DashboardFrame, useDashboardLayout } from './dashboard-grid'
import { SimpleTable } from './simple-table'
import { useFormatters } from './use-formatters'

/** /dashboards/analytics: traffic-style KPIs, the week's rhythm, countries, category performance, recent orders. */
export function AnalyticsDashboard({ loaded, header }: { loaded: Loaded<AnalyticsData>; header: React.ReactNode }) {
  const { t } = useTranslation('dashboards')
  const f = useFormatters()
  const l = useDashboardLayout()
  const { data, error, reload } = loaded
  const w = { data, error, onRetry: reload, emptyText: t('empty') }
  const k = data?.kpis
  return (
    <DashboardFrame
      header={header}
      kpis={
        k && (
          <>
            <StatCard label={t('kpi.users')} value={f.number(k.users)} icon={<PeopleRegular />} />
            <StatCard
              label={t('kpi.activeUsers')}
              value={f.number(k.activeUsers)}
              hint={t('kpi.ofTotal', { count: k.activeUsers, total: k.users })}
              icon={<PersonAvailableRegular />}
            />
            <StatCard label={t('kpi.orders')} value={f.number(k.orders)} icon={<CartRegular />} />
            <StatCard label={t('kpi.revenue')} value={f.money(k.revenue)} icon={<MoneyRegular />} />
          </>
        )
      }
    >
      <DataWidget
        title={t('widget.weeklyOverview')}
        className={l.wide}
        {...w}
        empty={(d) => d.weeklyOverview.every((x) => x.orders === 0)}
      >
        {(d) => (
          <BarSeriesChart
            label={t('widget.weeklyOverview')}
            data={d.weeklyOverview.map((x) => ({ ...x, day: f.weekday(x.weekday) }))}
            category="day"
            series={[{ key: 'orders', label: t('series.orders') }]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.salesByCountry')}
        className={l.narrow}
        {...w}
        empty={(d) => d.salesByCountry.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.salesByCountry')}
            rows={d.salesByCountry}
            rowKey={(r) => r.country}
            columns={[
              { key: 'country', label: t('column.country'), render: (r) => r.country },
              { key: 'customers', label: t('column.customers'), render: (r) => f.number(r.customers), numeric: true },
              { key: 'spent', label: t('column.spent'), render: (r) => f.money(r.totalSpent), numeric: true },
            ]}
          />
        )}
      </DataWidget>
      <DataWidget title={t('widget.performance')} className={l.half} {...w} empty={(d) => d.performance.length === 0}>
        {(d) => (
          <BarSeriesChart
            label={t('widget.performance')}
            data={d.performance}
            category="category"
            series={[
              { key: 'products', label: t('series.products') },
              { key: 'published', label: t('series.published') },
              { key: 'inStock', label: t('series.inStock') },
            ]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.recentTransactions')}
        className={l.half}
        {...w}
        empty={(d) => d.recentTransactions.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.recentTransactions')}
            rows={d.recentTransactions}
            rowKey={(r) => r.order}
            columns={[
              { key: 'order', label: t('column.order'), render: (r) => `#${r.order}` },
              { key: 'customer', label: t('column.customer'), render: (r) => r.customer },
              { key: 'date', label: t('column.date'), render: (r) => f.day(r.date) },
              { key: 'status', label: t('column.status'), render: (r) => <Badge appearance="tint">{r.status}</Badge> },
              { key: 'spent', label: t('column.spent'), render: (r) => f.money(r.spent), numeric: true },
            ]}
          />
        )}
      </DataWidget>
    </DashboardFrame>
  )
}
