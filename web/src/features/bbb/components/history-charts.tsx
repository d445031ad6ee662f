import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { listSamples, PERIODS, type SamplePeriod } from '../api'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  chart: { height: '200px' },
})

const SERIES = [
  { key: 'participants', color: tokens.colorBrandForeground1 },
  { key: 'meetings', color: tokens.colorPaletteGreenForeground1 },
  { key: 'latencyMs', color: tokens.colorPaletteMarigoldForeground1 },
] as const

/** Participants, meetings and latency over the chosen period, from the poller's samples. */
export function HistoryCharts({ serverId }: { serverId: string }) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const [period, setPeriod] = useState<SamplePeriod>('24h')
  const samples = useLoad((signal) => listSamples(serverId, period, signal), [serverId, period], t('loadError'))
  const points = (samples.data?.points ?? []).map((p) => ({ ...p, t: Date.parse(p.at) }))
  const tick = (v: number) =>
    new Date(v).toLocaleString(
      i18n.language,
      period === '1h' || period === '24h' ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
    )
  return (
    <>
      <TabList
        selectedValue={period}
        onTabSelect={(_, d) => setPeriod(d.value as SamplePeriod)}
        aria-label={t('history.period')}
      >
        {PERIODS.map((p) => (
          <Tab key={p} value={p}>
            {t(`period.${p}`)}
          </Tab>
        ))}
      </TabList>
      {samples.error ? (
        <ErrorState message={samples.error} onRetry={samples.reload} />
      ) : !samples.data ? (
        <LoadingState />
      ) : points.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <div className={styles.grid}>
          {SERIES.map((s) => (
            <figure key={s.key} className={styles.chart} aria-label={t(`history.${s.key}`)}>
              <figcaption>{t(`history.${s.key}`)}</figcaption>
              <ResponsiveContainer width="100%" height="90%">
                <LineChart data={points}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="t" type="number" domain={['dataMin', 'dataMax']} tickFormatter={tick} />
                  <YAxis allowDecimals={false} width={40} />
                  <Tooltip labelFormatter={(v) => tick(Number(v))} />
                  <Line
                    type="monotone"
                    dataKey={s.key}
                    stroke={s.color}
                    dot={false}
                    isAnimationActive={false}
                    name={t(`history.${s.key}`)}
                  />
                </LineChart>
              </ResponsiveContainer>
            </figure>
          ))}
        </div>
      )}
    </>
  )
}
