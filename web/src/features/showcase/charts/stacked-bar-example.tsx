import { useTranslation } from 'react-i18next'
import { BarSeriesChart } from '../../../components/charts/bar-series-chart'
import { DataWidget } from '../../../components/data-widget'
import { getAnalytics } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** Stacked bars show a whole and its parts per category: products published and not, by category. */
export default function StackedBarExample() {
  const { t } = useTranslation('showcase')
  const { data, error, reload } = useExampleData(getAnalytics)
  return (
    <DataWidget
      title={t('charts.stacked-bar.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.performance.length === 0}
    >
      {(d) => (
        <BarSeriesChart
          label={t('charts.stacked-bar.data')}
          height={300}
          stacked
          category="category"
          data={d.performance.map((p) => ({
            category: p.category,
            published: p.published,
            other: p.products - p.published,
          }))}
          series={[
            { key: 'published', label: t('series.published') },
            { key: 'other', label: t('series.notPublished') },
          ]}
        />
      )}
    </DataWidget>
  )
}
