import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { settingAtoms } from '../../../lib/settings/settings-atoms'
import { listSamples, PERIODS, type SamplePeriod } from '../api'
import { usePollReload } from '../use-poll-reload'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  chart: { height: '200px', margin: 0, minWidth: 0 },
})

/** One chart per figure; voice and video streams share one (bigbluebutton-exporter's Grafana board does too). */
const CHARTS = [
  { key: 'participants', lines: [{ key: 'participants', color: tokens.colorBrandForeground1 }] },
  { key: 'meetings', lines: [{ key: 'meetings', color: tokens.colorPaletteGreenForeground1 }] },
  {
    key: 'streams',
    lines: [
      { key: 'voice', color: tokens.colorPaletteBerryForeground1 },
      { key: 'video', color: tokens.colorPaletteTealForeground2 },
    ],
  },
  {
    key: 'recordingsProcessing',
    lines: [{ key: 'recordingsProcessing', color: tokens.colorPaletteDarkOrangeForeground1 }],
  },
  { key: 'latencyMs', lines: [{ key: 'latencyMs', color: tokens.colorPaletteMarigoldForeground1 }] },
] as const

/**
 * Participants, meetings, voice and video streams, recordings processing and latency over the chosen period, from
 * the poller's samples (reloaded every 30 s while the screen is open).
 */
export function HistoryCharts({ serverId }: { serverId: string }) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const [period, setPeriod] = useState<SamplePeriod>('24h')
  const samples = useLoad((signal) => listSamples(serverId, period, signal), [serverId, period], t('loadError'))
  usePollReload(samples.reload, 30_000)
  const rtl = useAtomValue(settingAtoms.direction) === 'rtl'
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
          {CHARTS.map((c) => (
            <figure key={c.key} className={styles.chart} aria-label={t(`history.${c.key}`)} data-chart={c.key}>
              <figcaption>{t(`history.${c.key}`)}</figcaption>
              <ResponsiveContainer width="100%" height="90%">
                <LineChart data={points}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis
                    dataKey="t"
                    type="number"
                    domain={['dataMin', 'dataMax']}
                    tickFormatter={tick}
                    reversed={rtl}
                  />
                  <YAxis allowDecimals={false} width={40} orientation={rtl ? 'right' : 'left'} />
                  <Tooltip labelFormatter={(v) => tick(Number(v))} />
                  {c.lines.length > 1 && <Legend />}
                  {c.lines.map((l) => (
                    <Line
                      key={l.key}
                      type="monotone"
                      dataKey={l.key}
                      stroke={l.color}
                      // A line needs two samples: until then (a server just registered) its points show as dots.
                      dot={points.length < 3}
                      connectNulls
                      isAnimationActive={false}
                      name={t(`history.${l.key}`)}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </figure>
          ))}
        </div>
      )}
    </>
  )
}
