import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts'
import { SPEAKER_PALETTE } from '../../theme/palette'
import { ChartFrame } from './chart-frame'

export interface Slice {
  name: string
  value: number
}

/** Parts of a whole with a legend; the labels stay inside the ring so nothing is clipped at the top. */
export function DonutChart({
  slices,
  label,
  height = 260,
  format,
}: {
  slices: Slice[]
  label: string
  height?: number
  format?: (value: number) => string
}) {
  return (
    <ChartFrame label={label} height={height}>
      <PieChart margin={{ top: 8, bottom: 8, left: 8, right: 8 }}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="78%"
          paddingAngle={2}
          isAnimationActive={false}
        >
          {slices.map((_, i) => (
            <Cell key={i} fill={SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={format ? (v) => format(Number(v)) : undefined} />
        <Legend verticalAlign="bottom" />
      </PieChart>
    </ChartFrame>
  )
}
