import { useTranslation } from 'react-i18next'
import { AreaSeriesChart } from '../../../components/charts/area-series-chart'
import { DataWidget } from '../../../components/data-widget'
import { getCrm, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** An area stresses the volume under a line: sales revenue a month. */
export default function AreaExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const { data, error, reload } = useExampleData(getCrm)
  return (
    <DataWidget
      title={t('charts.area.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.revenueByMonth.length === 0}
    >
      {(d) => (
        <AreaSeriesChart
          label={t('charts.area.data')}
          height={300}
          data={d.revenueByMonth.map((m) => ({ ...m, label: f.month(m.month) }))}
          category="label"
          series={[{ key: 'revenue', label: t('series.revenue') }]}
          format={f.money}
          axisFormat={f.compactMoney}
        />
      )}
    </DataWidget>
  )
}
