import { useAtomValue } from 'jotai'
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts'
import { settingAtoms } from '../../../lib/settings/settings-atoms'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { chartColors, scoreColor } from './palette'

export interface ScoreBar {
  label: string
  score: number
}

/** Horizontal 0–100 bars (competences, criteria, speakers), one row per item. */
export function ScoreBars({ items, label }: { items: ScoreBar[]; label: string }) {
  const height = Math.max(120, items.length * 36 + 40)
  // recharts draws left to right only: right to left, the bars grow from the right edge, labels on the right.
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
  return (
    <ChartFrame label={label} height={height}>
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
    </ChartFrame>
  )
}
