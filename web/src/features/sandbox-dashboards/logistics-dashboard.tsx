import { Body1, ProgressBar } from '@fluentui/react-components'
import {
  CheckmarkCircleRegular,
  VehicleTruckProfileRegular,
  VehicleTruckRegular,
  WarningRegular,
} from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { BarSeriesChart } from '../../components/charts/bar-series-chart'
import { DonutChart } from '../../components/charts/donut-chart'
import { DataWidget } from '../../components/data-widget'
import { StatCard } from '../../components/stat-card'
import type { Loaded } from '../../lib/use-load'
import type { LogisticsData } from './api'
import { DashboardFrame, useDashboardLayout } from './dashboard-grid'
import { SimpleTable } from './simple-table'
import { useFormatters } from './use-formatters'

/** /dashboards/logistics: fleet overview, warnings, shipment progress, delivery performance, vehicles on route. */
export function LogisticsDashboard({ loaded, header }: { loaded: Loaded<LogisticsData>; header: React.ReactNode }) {
  const { t } = useTranslation('dashboards')
  const f = useFormatters()
  const l = useDashboardLayout()
  const { data, error, reload } = loaded
  const w = { data, error, onRetry: reload, emptyText: t('empty') }
  const o = data?.overview
  return (
    <DashboardFrame
      header={header}
      kpis={
        o && (
          <>
            <StatCard label={t('kpi.vehicles')} value={f.number(o.vehicles)} icon={<VehicleTruckProfileRegular />} />
            <StatCard label={t('kpi.onRoute')} value={f.number(o.onRoute)} icon={<VehicleTruckRegular />} />
            <StatCard label={t('kpi.delivered')} value={f.number(o.delivered)} icon={<CheckmarkCircleRegular />} />
            <StatCard label={t('kpi.warnings')} value={f.number(o.withWarnings)} icon={<WarningRegular />} />
          </>
        )
      }
    >
      <DataWidget
        title={t('widget.shipmentStatistics')}
        className={l.wide}
        {...w}
        empty={(d) => d.overview.vehicles === 0}
      >
        {(d) => (
          <BarSeriesChart
            label={t('widget.shipmentStatistics')}
            data={d.progressBuckets.map((b) => ({ ...b, range: t('progressRange', { from: b.from, to: b.to }) }))}
            category="range"
            series={[{ key: 'count', label: t('series.vehicles') }]}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.deliveryPerformance')}
        className={l.narrow}
        {...w}
        empty={(d) => d.overview.vehicles === 0}
      >
        {(d) => {
          const clean = Math.round(((d.overview.vehicles - d.overview.withWarnings) / d.overview.vehicles) * 100)
          return (
            <>
              <Body1>{t('withoutWarnings', { value: f.percent(clean) })}</Body1>
              <ProgressBar value={clean / 100} thickness="large" aria-label={f.percent(clean)} />
              <Body1>{t('kpi.averageProgress', { value: f.percent(d.overview.averageProgress) })}</Body1>
              <ProgressBar
                value={d.overview.averageProgress / 100}
                thickness="large"
                aria-label={f.percent(d.overview.averageProgress)}
              />
            </>
          )
        }}
      </DataWidget>
      <DataWidget title={t('widget.fleetWarnings')} className={l.narrow} {...w} empty={(d) => d.warnings.length === 0}>
        {(d) => (
          <DonutChart
            label={t('widget.fleetWarnings')}
            slices={d.warnings.map((x) => ({ name: x.warning, value: x.count }))}
          />
        )}
      </DataWidget>
      <DataWidget title={t('widget.onRouteVehicles')} className={l.wide} {...w} empty={(d) => d.onRoute.length === 0}>
        {(d) => (
          <SimpleTable
            label={t('widget.onRouteVehicles')}
            rows={d.onRoute}
            rowKey={(r) => r.id}
            columns={[
              { key: 'route', label: t('column.route'), render: (r) => `${r.startCity} → ${r.endCity}` },
              { key: 'warning', label: t('column.warning'), render: (r) => r.warnings },
              {
                key: 'progress',
                label: t('column.progress'),
                render: (r) => (
                  <ProgressBar value={r.progress / 100} thickness="large" aria-label={f.percent(r.progress)} />
                ),
              },
            ]}
          />
        )}
      </DataWidget>
    </DashboardFrame>
  )
}
