import { useAtomValue } from 'jotai'
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { settingAtoms } from '../../lib/settings/settings-atoms'
import { SPEAKER_PALETTE } from '../../theme/palette'
import { ChartFrame } from './chart-frame'

export interface Series {
  key: string
  label: string
}

/**
 * Vertical bars over categories, one bar per series (or one stack when `stacked`). In Arabic the category axis runs
 * right to left and the value axis moves to the right.
 */
export function BarSeriesChart<T extends Record<string, unknown>>({
  data,
  category,
  series,
  label,
  height = 260,
  stacked = false,
  format,
  axisFormat,
}: {
  data: T[]
  category: keyof T & string
  series: Series[]
  label: string
  height?: number
  stacked?: boolean
  format?: (value: number) => string
  axisFormat?: (value: number) => string
}) {
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
  return (
    <ChartFrame label={label} height={height}>
      <BarChart data={data} margin={{ left: 8, right: 8, top: 8, bottom: 8 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey={category as string} reversed={rtl} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={{ fontSize: 12 }}
          width={64}
          tickFormatter={axisFormat ?? format}
        />
        <Tooltip formatter={format ? (v) => format(Number(v)) : undefined} />
        {series.length > 1 && <Legend />}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={SPEAKER_PALETTE[i % SPEAKER_PALETTE.length]}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? undefined : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  )
}
