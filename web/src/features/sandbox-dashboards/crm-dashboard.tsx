import { Badge, Tab, TabList } from '@fluentui/react-components'
import { MoneyRegular, ReceiptRegular, StarRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AreaSeriesChart } from '../../components/charts/area-series-chart'
import { BarSeriesChart } from '../../components/charts/bar-series-chart'
import { DonutChart } from '../../components/charts/donut-chart'
import { DataWidget } from '../../components/data-widget'
import { StatCard } from '../../components/stat-card'
import type { Loaded } from '../../lib/use-load'
import type { CrmData } from './api'
import { DashboardFrame, useDashboardLayout } from './dashboard-grid'
import { SimpleTable } from './simple-table'
import { useFormatters } from './use-formatters'

const PERIODS = [3, 6, 12] as const

/** /dashboards/crm: ratings, sales overview, revenue growth, earnings with period tabs, projects, last transactions. */
export function CrmDashboard({ loaded, header }: { loaded: Loaded<CrmData>; header: React.ReactNode }) {
  const { t } = useTranslation('dashboards')
  const f = useFormatters()
  const l = useDashboardLayout()
  const [months, setMonths] = useState<(typeof PERIODS)[number]>(6)
  const { data, error, reload } = loaded
  const w = { data, error, onRetry: reload, emptyText: t('empty') }
  return (
    <DashboardFrame
      header={header}
      kpis={
        data && (
          <>
            <StatCard
              label={t('kpi.averageRating')}
              value={`${f.number(data.ratings.average)} / 5`}
              hint={t('kpi.reviews', { count: data.ratings.count })}
              icon={<StarRegular />}
            />
            <StatCard
              label={t('kpi.salesTotal')}
              value={f.money(data.salesOverview.total)}
              hint={t('kpi.paid', { amount: f.money(data.salesOverview.paid) })}
              icon={<MoneyRegular />}
            />
            <StatCard label={t('kpi.sales')} value={f.number(data.salesOverview.count)} icon={<ReceiptRegular />} />
          </>
        )
      }
    >
      <DataWidget title={t('widget.ratings')} className={l.narrow} {...w} empty={(d) => d.ratings.count === 0}>
        {(d) => (
          <BarSeriesChart
            label={t('widget.ratings')}
            data={d.ratings.byStars.map((s) => ({ ...s, stars: t('column.stars', { count: s.stars }) }))}
            category="stars"
            series={[{ key: 'count', label: t('column.reviews') }]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.paymentStatus')}
        className={l.narrow}
        {...w}
        empty={(d) => d.byPaymentStatus.length === 0}
      >
        {(d) => (
          <DonutChart
            label={t('widget.paymentStatus')}
            slices={d.byPaymentStatus.map((s) => ({ name: s.status, value: s.count }))}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.activeProjects')}
        className={l.narrow}
        {...w}
        empty={(d) => d.activeProjects.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.activeProjects')}
            rows={d.activeProjects}
            rowKey={(r) => r.board}
            columns={[
              { key: 'board', label: t('column.board'), render: (r) => r.board },
              { key: 'items', label: t('column.items'), render: (r) => f.number(r.items), numeric: true },
            ]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.revenueGrowth')}
        className={l.half}
        {...w}
        empty={(d) => d.revenueByMonth.every((m) => m.revenue === 0)}
      >
        {(d) => (
          <AreaSeriesChart
            label={t('widget.revenueGrowth')}
            data={d.revenueByMonth.map((m) => ({ ...m, label: f.month(m.month) }))}
            category="label"
            series={[{ key: 'revenue', label: t('series.revenue') }]}
            format={f.money}
            axisFormat={f.compactMoney}
          />
        )}
      </DataWidget>
      <DataWidget title={t('widget.earnings')} className={l.half} {...w} empty={(d) => d.revenueByMonth.length === 0}>
        {(d) => (
          <>
            <TabList
              selectedValue={String(months)}
              onTabSelect={(_, v) => setMonths(Number(v.value) as (typeof PERIODS)[number])}
              size="small"
            >
              {PERIODS.map((p) => (
                <Tab key={p} value={String(p)}>
                  {t('periodTabs.months', { count: p })}
                </Tab>
              ))}
            </TabList>
            <BarSeriesChart
              label={t('widget.earnings')}
              data={d.revenueByMonth.slice(-months).map((m) => ({ ...m, label: f.month(m.month) }))}
              category="label"
              series={[{ key: 'revenue', label: t('series.revenue') }]}
              format={f.money}
              axisFormat={f.compactMoney}
            />
          </>
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.earningsByCategory')}
        className={l.half}
        {...w}
        empty={(d) => d.earningsByCategory.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.earningsByCategory')}
            rows={d.earningsByCategory}
            rowKey={(r) => r.category}
            columns={[
              { key: 'category', label: t('column.category'), render: (r) => r.category },
              { key: 'total', label: t('series.total'), render: (r) => f.money(r.total), numeric: true },
              { key: 'paid', label: t('series.paid'), render: (r) => f.money(r.paid), numeric: true },
            ]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.lastTransactions')}
        className={l.half}
        {...w}
        empty={(d) => d.lastTransactions.length === 0}
      >
        {(d) => (
          <SimpleTable
            label={t('widget.lastTransactions')}
            rows={d.lastTransactions}
            rowKey={(r) => r.id}
            columns={[
              { key: 'product', label: t('column.product'), render: (r) => r.product },
              { key: 'buyer', label: t('column.buyer'), render: (r) => r.buyer },
              { key: 'date', label: t('column.date'), render: (r) => f.day(r.date) },
              { key: 'status', label: t('column.status'), render: (r) => <Badge appearance="tint">{r.status}</Badge> },
              { key: 'total', label: t('column.total'), render: (r) => f.money(r.total), numeric: true },
            ]}
          />
        )}
      </DataWidget>
    </DashboardFrame>
  )
}
