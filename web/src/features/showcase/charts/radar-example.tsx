import { useTranslation } from 'react-i18next'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { DataWidget } from '../../../components/data-widget'
import { chartColors, SPEAKER_PALETTE } from '../../../theme/palette'
import { getAnalytics } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

/** A radar compares a few measures across the same axes: products, published and in stock per category. */
export default function RadarExample() {
  const { t } = useTranslation('showcase')
  const { data, error, reload } = useExampleData(getAnalytics)
  const series = [
    { key: 'products', label: t('series.products') },
    { key: 'published', label: t('series.published') },
    { key: 'inStock', label: t('series.inStock') },
  ]
  return (
    <DataWidget
      title={t('charts.radar.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.performance.length < 3}
    >
      {(d) => (
        <ChartFrame label={t('charts.radar.data')} height={360}>
          <RadarChart data={d.performance} outerRadius="70%">
            <PolarGrid stroke={chartColors.grid} />
            <PolarAngleAxis dataKey="category" tick={{ fontSize: 12 }} />
            <PolarRadiusAxis tick={false} axisLine={false} />
            {series.map((s, i) => (
              <Radar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={SPEAKER_PALETTE[i]}
                fill={SPEAKER_PALETTE[i]}
                fillOpacity={0.2}
                isAnimationActive={false}
              />
            ))}
            <Tooltip />
            <Legend />
          </RadarChart>
        </ChartFrame>
      )}
    </DataWidget>
  )
}
