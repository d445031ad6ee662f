import { useAtomValue } from 'jotai'
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { settingAtoms } from '../../lib/settings/settings-atoms'
import { SPEAKER_PALETTE } from '../../theme/palette'
import { ChartFrame } from './chart-frame'
import type { Series } from './bar-series-chart'

/** A value over time (months, weeks): translucent areas, one per series; mirrored in Arabic like the bars. */
export function AreaSeriesChart<T extends Record<string, unknown>>({
  data,
  category,
  series,
  label,
  height = 260,
  format,
  axisFormat,
}: {
  data: T[]
  category: keyof T & string
  series: Series[]
  label: string
  height?: number
  format?: (value: number) => string
  axisFormat?: (value: number) => string
}) {
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
  return (
    <ChartFrame label={label} height={height}>
      <AreaChart data={data} margin={{ left: 8, right: 8, top: 8, bottom: 8 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey={category as string} reversed={rtl} tick={{ fontSize: 12 }} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={{ fontSize: 12 }}
          width={64}
          tickFormatter={axisFormat ?? format}
        />
        <Tooltip formatter={format ? (v) => format(Number(v)) : undefined} />
        {series.length > 1 && <Legend />}
        {series.map((s, i) => {
          const color = SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]
          return (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={color}
              fill={color}
              fillOpacity={0.18}
              strokeWidth={2}
              isAnimationActive={false}
            />
          )
        })}
      </AreaChart>
    </ChartFrame>
  )
}
