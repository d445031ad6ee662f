import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { settingAtoms } from '../../../lib/settings/settings-atoms'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { DataWidget } from '../../../components/data-widget'
import { SPEAKER_PALETTE } from '../../../theme/palette'
import { getEcommerce, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** A line per measure over time: orders a month from the sandbox shop. */
export default function LineExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
  const { data, error, reload } = useExampleData(getEcommerce)
  return (
    <DataWidget
      title={t('charts.line.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.revenueByMonth.length === 0}
    >
      {(d) => (
        <ChartFrame label={t('charts.line.data')} height={300}>
          <LineChart
            data={d.revenueByMonth.map((m) => ({ ...m, label: f.month(m.month) }))}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed={rtl} />
            <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="orders"
              name={t('series.orders')}
              stroke={SPEAKER_PALETTE[0]}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ChartFrame>
      )}
    </DataWidget>
  )
}
