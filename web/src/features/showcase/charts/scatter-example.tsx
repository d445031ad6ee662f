import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts'
import { settingAtoms } from '../../../lib/settings/settings-atoms'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { DataWidget } from '../../../components/data-widget'
import { api } from '../../../lib/api-client'
import { SPEAKER_PALETTE } from '../../../theme/palette'
import { useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

const getSales = (signal: AbortSignal) => api.GET('/api/pages/datatable', { signal })

/** A scatter shows how two measures of the same records relate: each sale's total against what was received. */
export default function ScatterExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
  const { data, error, reload } = useExampleData(getSales)
  return (
    <DataWidget
      title={t('charts.scatter.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.length === 0}
    >
      {(d) => (
        <ChartFrame label={t('charts.scatter.data')} height={320}>
          <ScatterChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              type="number"
              dataKey="total"
              name={t('series.total')}
              reversed={rtl}
              tickFormatter={f.compactMoney}
            />
            <YAxis
              type="number"
              dataKey="paid"
              name={t('series.paid')}
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={f.compactMoney}
            />
            <Tooltip formatter={(v) => f.money(Number(v))} />
            <Scatter
              data={d.map((s) => ({ total: s.payment.total, paid: s.payment.paidAmount }))}
              fill={SPEAKER_PALETTE[1]}
              isAnimationActive={false}
            />
          </ScatterChart>
        </ChartFrame>
      )}
    </DataWidget>
  )
}
