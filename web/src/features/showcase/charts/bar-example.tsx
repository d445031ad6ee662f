import { useTranslation } from 'react-i18next'
import { BarSeriesChart } from '../../../components/charts/bar-series-chart'
import { DataWidget } from '../../../components/data-widget'
import { getAnalytics, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** Bars compare categories: orders by day of the week. */
export default function BarExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const { data, error, reload } = useExampleData(getAnalytics)
  return (
    <DataWidget
      title={t('charts.bar.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.weeklyOverview.every((w) => w.orders === 0)}
    >
      {(d) => (
        <BarSeriesChart
          label={t('charts.bar.data')}
          height={300}
          data={d.weeklyOverview.map((w) => ({ ...w, day: f.weekday(w.weekday) }))}
          category="day"
          series={[{ key: 'orders', label: t('series.orders') }]}
        />
      )}
    </DataWidget>
  )
}
