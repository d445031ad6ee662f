import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { SPEAKER_PALETTE } from '../../../lib/format'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { chartColors } from './palette'

/** One row per date; every other key is a 0–100 series (null where that date has no value). */
export type TrendRow = { date: string } & Record<string, number | string | null>

/** Scores over time, one line per series, so a person's development reads left to right. */
export function TrendChart({
  rows,
  series,
  label,
}: {
  rows: TrendRow[]
  series: { key: string; label: string }[]
  label?: string
}) {
  const { t, i18n } = useTranslation('reportKinds')
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <ChartFrame label={label ?? t('charts.trend')} height={280}>
      <LineChart data={rows} margin={{ top: 8, right: 24, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={chartColors.grid} />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => day.format(new Date(d))}
          tick={{ fontSize: 11 }}
          padding={{ left: 16, right: 16 }}
        />
        <YAxis domain={[0, 100]} tickCount={6} width={36} />
        <Tooltip labelFormatter={(d) => day.format(new Date(String(d)))} />
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  )
}
