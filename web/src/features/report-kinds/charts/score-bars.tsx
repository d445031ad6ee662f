import { useAtomValue } from 'jotai'
import { settingAtoms } from '../../../lib/settings/settings-atoms'
import { DeferredChart } from '../../../components/charts/deferred-chart'
import { reportDrawings } from './report-drawings'

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
    <DeferredChart
      source={reportDrawings}
      label={label}
      height={height}
      draw={(d) => (
        <d.ChartFrame label={label} height={height}>
          {d.scoreBars(items, rtl)}
        </d.ChartFrame>
      )}
    />
  )
}
