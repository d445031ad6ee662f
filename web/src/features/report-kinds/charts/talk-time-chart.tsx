import { useTranslation } from 'react-i18next'
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts'
import { SPEAKER_PALETTE } from '../../../lib/format'
import { ChartFrame } from '../../../components/charts/chart-frame'

export interface TalkShare {
  speaker: string
  sharePct: number
}

/** Who talked how much: a donut of talk-time shares, one colour per speaker (the transcript's colours). */
export function TalkTimeChart({ shares }: { shares: TalkShare[] }) {
  const { t } = useTranslation('reportKinds')
  const data = shares.map((s) => ({ name: s.speaker, value: s.sharePct }))
  return (
    <ChartFrame label={t('charts.talkTime')} height={240}>
      {/* Room above and below the ring: the outside labels (the top one above all) must not be clipped. */}
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
    </ChartFrame>
  )
}
