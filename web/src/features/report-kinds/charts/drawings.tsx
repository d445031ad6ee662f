import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { SPEAKER_PALETTE } from '../../../lib/format'
import { chartColors, scoreColor } from './palette'

/**
 * The report charts' recharts drawings, one chunk loaded when the first chart comes near the screen
 * (components/charts/deferred-chart.tsx). Plain functions, not components: ResponsiveContainer sizes its direct child.
 */
export { ChartFrame } from '../../../components/charts/chart-frame'

export function scoreBars(items: { label: string; score: number }[], rtl: boolean) {
  return (
    <BarChart
      data={items}
      layout="vertical"
      margin={rtl ? { left: 40, right: 8, top: 8, bottom: 8 } : { left: 8, right: 40, top: 8, bottom: 8 }}
    >
      <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke={chartColors.grid} />
      <XAxis type="number" domain={[0, 100]} tickCount={6} reversed={rtl} />
      <YAxis
        type="category"
        dataKey="label"
        width={180}
        tick={{ fontSize: 12 }}
        interval={0}
        orientation={rtl ? 'right' : 'left'}
      />
      <Tooltip />
      <Bar dataKey="score" barSize={18} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false}>
        {items.map((item, i) => (
          <Cell key={i} fill={scoreColor(item.score)} />
        ))}
        {/* On a reversed axis recharts' "right" is the bar's far end, which is left of the bar. */}
        <LabelList dataKey="score" position="right" />
      </Bar>
    </BarChart>
  )
}

export function talkTime(data: { name: string; value: number }[]) {
  return (
    // Room above and below the ring: the outside labels (the top one above all) must not be clipped.
    <PieChart margin={{ top: 20, right: 24, bottom: 4, left: 24 }}>
      <Pie
        data={data}
        dataKey="value"
        nameKey="name"
        innerRadius="50%"
        outerRadius="72%"
        paddingAngle={2}
        isAnimationActive={false}
        label={({ value }) => `${value}%`}
      >
        {data.map((_, i) => (
          <Cell key={i} fill={SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]} />
        ))}
      </Pie>
      <Tooltip formatter={(v) => `${v}%`} />
      <Legend verticalAlign="bottom" />
    </PieChart>
  )
}

export function riskGauge(score: number, color: string) {
  const data = [{ value: score }, { value: 100 - score }]
  return (
    <PieChart>
      <Pie
        data={data}
        dataKey="value"
        startAngle={180}
        endAngle={0}
        cy="88%"
        innerRadius={100}
        outerRadius={140}
        isAnimationActive={false}
        stroke="none"
      >
        <Cell fill={color} />
        <Cell fill={chartColors.track} />
      </Pie>
    </PieChart>
  )
}

export function teamRoleRadar(data: { role: string; score: number }[]) {
  return (
    <RadarChart data={data} outerRadius="70%">
      <PolarGrid stroke={chartColors.grid} />
      <PolarAngleAxis dataKey="role" tick={{ fontSize: 11 }} />
      <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
      <Radar
        dataKey="score"
        stroke={chartColors.brand}
        fill={chartColors.brand}
        fillOpacity={0.35}
        isAnimationActive={false}
      />
      <Tooltip />
    </RadarChart>
  )
}

export function trend(
  rows: ({ date: string } & Record<string, number | string | null>)[],
  series: { key: string; label: string }[],
  day: Intl.DateTimeFormat,
) {
  return (
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
  )
}
