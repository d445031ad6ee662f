import { Badge, Body1 } from '@fluentui/react-components'
import { BoxRegular, CartRegular, MoneyRegular, PeopleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { AreaSeriesChart } from '../../components/charts/area-series-chart'
import { BarSeriesChart } from '../../components/charts/bar-series-chart'
import { DonutChart } from '../../components/charts/donut-chart'
import { DataWidget } from '../../components/data-widget'
import { StatCard } from '../../components/stat-card'
import type { Loaded } from '../../lib/use-load'
import type { EcommerceData } from './api'
import { DashboardFrame, useDashboardLayout } from './dashboard-grid'
import { SimpleTable } from './simple-table'
import { useFormatters } from './use-formatters'

/** /dashboards/ecommerce: statistics, revenue, orders by status, profit by category, popular products, invoices. */
export function EcommerceDashboard({ loaded, header }: { loaded: Loaded<EcommerceData>; header: React.ReactNode }) {
  const { t } = useTranslation('dashboards')
  const f = useFormatters()
  const l = useDashboardLayout()
  const { data, error, reload } = loaded
  const w = { data, error, onRetry: reload, emptyText: t('empty') }
  const s = data?.stats
  return (
    <DashboardFrame
      header={header}
      kpis={
        s && (
          <>
            <StatCard label={t('kpi.sales')} value={f.number(s.sales)} icon={<CartRegular />} />
            <StatCard label={t('kpi.customers')} value={f.number(s.customers)} icon={<PeopleRegular />} />
            <StatCard label={t('kpi.products')} value={f.number(s.products)} icon={<BoxRegular />} />
            <StatCard label={t('kpi.revenue')} value={f.money(s.revenue)} icon={<MoneyRegular />} />
          </>
        )
      }
    >
      <DataWidget title={t('widget.congratulations')} className={l.narrow} {...w}>
        {(d) => (
          <Body1>
            {t('widget.congratulationsBody', { revenue: f.money(d.stats.revenue), orders: f.number(d.stats.sales) })}
          </Body1>
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.revenueByMonth')}
        className={l.wide}
        {...w}
        empty={(d) => d.revenueByMonth.every((m) => m.orders === 0)}
      >
        {(d) => (
          <AreaSeriesChart
            label={t('widget.revenueByMonth')}
            data={d.revenueByMonth.map((m) => ({ ...m, label: f.month(m.month) }))}
            category="label"
            series={[{ key: 'revenue', label: t('series.revenue') }]}
            format={f.money}
            axisFormat={f.compactMoney}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.ordersByStatus')}
        className={l.narrow}
        {...w}
        empty={(d) => d.ordersByStatus.length === 0}
      >
        {(d) => (
          <DonutChart
            label={t('widget.ordersByStatus')}
            slices={d.ordersByStatus.map((x) => ({ name: x.status, value: x.count }))}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.stockByCategory')}
        className={l.wide}
        {...w}
        empty={(d) => d.stockByCategory.length === 0}
      >
        {(d) => (
          <BarSeriesChart
            label={t('widget.stockByCategory')}
            data={d.stockByCategory}
            category="category"
            series={[{ key: 'value', label: t('series.revenue') }]}
            format={f.money}
            axisFormat={f.compactMoney}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.popularProducts')}
        className={l.half}
        {...w}
        empty={(d) => d.popularProducts.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.popularProducts')}
            rows={d.popularProducts}
            rowKey={(r) => r.product}
            columns={[
              { key: 'product', label: t('column.product'), render: (r) => r.product },
              { key: 'reviews', label: t('column.reviews'), render: (r) => f.number(r.reviews), numeric: true },
              { key: 'rating', label: t('column.rating'), render: (r) => `${f.number(r.rating)} ★`, numeric: true },
            ]}
          />
        )}
      </DataWidget>
      <DataWidget title={t('widget.invoices')} className={l.half} {...w} empty={(d) => d.recentInvoices.length === 0}>
        {(d) => (
          <SimpleTable
            label={t('widget.invoices')}
            rows={d.recentInvoices}
            rowKey={(r) => r.id}
            columns={[
              { key: 'id', label: t('column.invoice'), render: (r) => `#${r.id}` },
              { key: 'client', label: t('column.client'), render: (r) => r.client },
              { key: 'date', label: t('column.date'), render: (r) => f.day(r.issuedDate) },
              { key: 'status', label: t('column.status'), render: (r) => <Badge appearance="tint">{r.status}</Badge> },
              { key: 'total', label: t('column.total'), render: (r) => f.money(r.total), numeric: true },
            ]}
          />
        )}
      </DataWidget>
    </DashboardFrame>
  )
}
