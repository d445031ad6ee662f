import { useTranslation } from 'react-i18next'
import { DonutChart } from '../../../components/charts/donut-chart'
import { DataWidget } from '../../../components/data-widget'
import { getEcommerce } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** A donut shows shares of one whole, for a handful of parts: orders by status. */
export default function DonutExample() {
  const { t } = useTranslation('showcase')
  const { data, error, reload } = useExampleData(getEcommerce)
  return (
    <DataWidget
      title={t('charts.donut.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.ordersByStatus.length === 0}
    >
      {(d) => (
        <DonutChart
          label={t('charts.donut.data')}
          height={320}
          slices={d.ordersByStatus.map((s) => ({ name: s.status, value: s.count }))}
        />
      )}
    </DataWidget>
  )
}
