import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { chartColors, SPEAKER_PALETTE } from '../../../theme/palette'
import { CostChartFrame } from './cost-chart-frame'
import type { CostOverview } from '../api'
import { formatDay, formatMoney, formatTick } from '../format-money'

type Row = { period: string } & Record<string, number | string>

/** The series pivoted into one row per period and one key per stack. */
export function pivotSeries(series: CostOverview['series']) {
  const rows = new Map<string, Row>()
  const stacks = new Map<string, string>()
  for (const p of series) {
    stacks.set(p.key, p.label)
    const row: Row = rows.get(p.period) ?? { period: p.period }
    row[p.key] = Number(row[p.key] ?? 0) + p.amountMinor
    rows.set(p.period, row)
  }
  return {
    rows: [...rows.values()].sort((a, b) => a.period.localeCompare(b.period)),
    stacks: [...stacks].map(([key, label]) => ({ key, label })),
  }
}

/** Stacked bars of spend per period; a click on a bar reports its period (the drill-down). */
export function SpendChart({
  overview,
  stackBy,
  onDrill,
  height = 300,
}: {
  overview: CostOverview
  stackBy: 'kind' | 'org'
  onDrill?: (period: string) => void
  height?: number
}) {
  const { t, i18n } = useTranslation('costs')
  const { rows, stacks } = pivotSeries(overview.series)
  const money = (minor: number) => formatMoney(minor, overview.currency, i18n.language)
  const name = (s: { key: string; label: string }) =>
    stackBy === 'kind' ? t(`kinds.${s.key}`, { defaultValue: s.label }) : s.label
  return (
    <CostChartFrame label={t('chartLabel')} height={height}>
      <BarChart data={rows} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={chartColors.grid} />
        {/* Short ticks, thinned to fit: a month of days never runs its dates together. */}
        <XAxis
          dataKey="period"
          tickFormatter={(d: string) => formatTick(d, overview.granularity, i18n.language)}
          tick={{ fontSize: 11 }}
          minTickGap={12}
          interval="preserveStartEnd"
        />
        <YAxis tickFormatter={(v: number) => money(v)} width={80} tick={{ fontSize: 11 }} />
        <Tooltip
          // The frame is left to right for recharts' layout; the tooltip reads in the page's direction.
          wrapperStyle={{ direction: i18n.dir() }}
          labelFormatter={(d) => formatDay(String(d), i18n.language)}
          formatter={(v) => money(Number(v))}
        />
        <Legend />
        {stacks.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={name(s)}
            stackId="spend"
            // A period with one or two days of usage draws slim bars, not one bar across the whole chart.
            maxBarSize={48}
            fill={SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]}
            isAnimationActive={false}
            cursor={onDrill ? 'pointer' : undefined}
            onClick={
              onDrill
                ? (d: { payload?: { period?: string } }) => d.payload?.period && onDrill(d.payload.period)
                : undefined
            }
          />
        ))}
      </BarChart>
    </CostChartFrame>
  )
}
