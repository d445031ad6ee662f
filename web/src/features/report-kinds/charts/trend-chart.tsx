import { useTranslation } from 'react-i18next'
import { DeferredChart } from '../../../components/charts/deferred-chart'
import { reportDrawings } from './report-drawings'

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
  const name = label ?? t('charts.trend')
  return (
    <DeferredChart
      source={reportDrawings}
      label={name}
      height={280}
      draw={(d) => (
        <d.ChartFrame label={name} height={280}>
          {d.trend(rows, series, day)}
        </d.ChartFrame>
      )}
    />
  )
}
