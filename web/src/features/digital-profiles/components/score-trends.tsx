import { Caption1, makeStyles, Tab, TabList, ToggleButton, tokens } from '@fluentui/react-components'
import { DataTrendingRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiSchemas } from '../../../lib/api-client'
import { EmptyState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { TrendChart } from '../../report-kinds'
import type { TimelineEntry } from '../api'
import { isLowerBetter, kindSeries, overviewSeries, timelineKinds, trendRows, type SeriesRef } from '../profile-trends'
import { useMetricLabel } from './use-metric-label'

type ReportKind = ApiSchemas['ReportKind']
const OVERVIEW = 'overview'
/** The chart has eight distinct line colours; more lines would repeat them. */
const MAX_LINES = 8
const DEFAULT_LINES = 5

const useStyles = makeStyles({
  // One tab per report kind: up to ten, so they wrap rather than run off the card.
  tabs: { flexWrap: 'wrap' },
  metrics: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  caption: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalS },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** Scores over time: an overview of each kind's headline score, and a tab per report kind with its own scores. */
export function ScoreTrends({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const overview = useMemo(() => overviewSeries(timeline), [timeline])
  const kinds = timelineKinds(timeline)
  const [tab, setTab] = useState<string>(overview.length ? OVERVIEW : (kinds[0] ?? OVERVIEW))
  // Which scores each kind's tab shows, once the user changes them.
  const [picked, setPicked] = useState<Partial<Record<ReportKind, string[]>>>({})

  if (timeline.length === 0) {
    return (
      <SectionCard title={t('trends.title')}>
        <EmptyState
          icon={<DataTrendingRegular className={styles.icon} />}
          title={t('trends.empty')}
          hint={t('trends.emptyHint')}
        />
      </SectionCard>
    )
  }
  const kindLabel = (kind: ReportKind) => t(`kind.${kind}`, { ns: 'reports' })
  const current = tab === OVERVIEW || !kinds.includes(tab as ReportKind) ? null : (tab as ReportKind)
  const all = current ? kindSeries(timeline, current) : overview
  const shown = current
    ? (picked[current] ?? all.slice(0, DEFAULT_LINES).map((s) => s.metric))
    : all.map((s) => s.metric)
  const toggle = (metric: string) =>
    current &&
    setPicked((p) => ({
      ...p,
      [current]: shown.includes(metric)
        ? shown.filter((m) => m !== metric)
        : all.map((s) => s.metric).filter((m) => m === metric || shown.includes(m)),
    }))
  return (
    <SectionCard title={t('trends.title')}>
      <TabList
        className={styles.tabs}
        selectedValue={current ?? OVERVIEW}
        onTabSelect={(_, d) => setTab(String(d.value))}
        size="small"
        aria-label={t('trends.title')}
      >
        {overview.length > 0 && <Tab value={OVERVIEW}>{t('trends.overview')}</Tab>}
        {kinds.map((kind) => (
          <Tab key={kind} value={kind}>
            {kindLabel(kind)}
          </Tab>
        ))}
      </TabList>
      {current && all.length > 1 && (
        <div className={styles.metrics} role="group" aria-label={t('trends.metrics')}>
          <Caption1 className={styles.caption}>{t('trends.metrics')}</Caption1>
          {all.map((s) => {
            const on = shown.includes(s.metric)
            return (
              <MetricToggle
                key={s.metric}
                series={s}
                checked={on}
                disabled={!on && shown.length >= MAX_LINES}
                onClick={() => toggle(s.metric)}
              />
            )
          })}
        </div>
      )}
      <TrendPanel
        timeline={timeline}
        series={all.filter((s) => shown.includes(s.metric))}
        overview={!current}
        label={current ? kindLabel(current) : t('trends.overview')}
      />
    </SectionCard>
  )
}

function MetricToggle({
  series,
  checked,
  disabled,
  onClick,
}: {
  series: SeriesRef
  checked: boolean
  disabled: boolean
  onClick: () => void
}) {
  const label = useMetricLabel()
  return (
    <ToggleButton
      size="small"
      shape="circular"
      appearance={checked ? 'primary' : 'outline'}
      checked={checked}
      disabled={disabled}
      onClick={onClick}
    >
      {label(series)}
    </ToggleButton>
  )
}

function TrendPanel({
  timeline,
  series,
  overview,
  label,
}: {
  timeline: TimelineEntry[]
  series: SeriesRef[]
  overview: boolean
  label: string
}) {
  const { t } = useTranslation('profiles')
  const metricLabel = useMetricLabel()
  const { rows, keys } = useMemo(() => trendRows(timeline, series), [timeline, series])
  if (series.length === 0) return <EmptyState title={t('trends.noneSelected')} />
  // The overview has one headline per kind, so a line is named by its kind; a kind's tab by the score.
  const lines = series.map((s, i) => ({
    key: keys[i],
    label: overview ? t(`kind.${s.kind}`, { ns: 'reports' }) : metricLabel(s),
  }))
  return (
    <>
      <TrendChart rows={rows} series={lines} label={t('trends.chartLabel', { name: label })} />
      {series.some(isLowerBetter) && <Caption1>{t('trends.lowerIsBetter')}</Caption1>}
      {rows.length === 1 && <Caption1>{t('trends.single')}</Caption1>}
    </>
  )
}
