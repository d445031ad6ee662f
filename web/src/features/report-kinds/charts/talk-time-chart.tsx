import { useTranslation } from 'react-i18next'
import { DeferredChart } from '../../../components/charts/deferred-chart'
import { reportDrawings } from './report-drawings'

export interface TalkShare {
  speaker: string
  sharePct: number
}

/** Who talked how much: a donut of talk-time shares, one colour per speaker (the transcript's colours). */
export function TalkTimeChart({ shares }: { shares: TalkShare[] }) {
  const { t } = useTranslation('reportKinds')
  const data = shares.map((s) => ({ name: s.speaker, value: s.sharePct }))
  const label = t('charts.talkTime')
  return (
    <DeferredChart
      source={reportDrawings}
      label={label}
      height={240}
      draw={(d) => (
        <d.ChartFrame label={label} height={240}>
          {d.talkTime(data)}
        </d.ChartFrame>
      )}
    />
  )
}
