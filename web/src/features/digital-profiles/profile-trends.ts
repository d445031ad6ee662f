import type { ApiSchemas } from '../../lib/api-client'
import type { TrendRow } from '../report-kinds'
import type { TimelineEntry } from './api'

type ReportKind = ApiSchemas['ReportKind']

/** One line of a trend chart: a score name of one report kind. */
export interface SeriesRef {
  kind: ReportKind
  metric: string
}

/**
 * The score that stands for a whole report of a kind, first key present wins (names: the service's
 * profile-scores.ts). Kinds without one (self, team roles, digital profile) are read in their own tab.
 */
const HEADLINES: Partial<Record<ReportKind, string[]>> = {
  recruiter: ['overall'],
  competence: ['overall'],
  alfa: ['total'],
  'active-analysis': ['listening', 'overall'],
  'info-security': ['risk'],
}

/** Scores where a rise is bad news: kept off the overview chart, and their change is coloured the other way. */
export const isLowerBetter = ({ kind, metric }: SeriesRef) => kind === 'info-security' && metric === 'risk'

/** Report kinds in the order they first appear in the timeline (oldest first). */
export function timelineKinds(timeline: TimelineEntry[]): ReportKind[] {
  return [...new Set(timeline.map((e) => e.kind))]
}

/** The headline key a kind's reports carry, or undefined. */
export function headlineOf(timeline: TimelineEntry[], kind: ReportKind): string | undefined {
  const keys = new Set(timeline.filter((e) => e.kind === kind).flatMap((e) => Object.keys(e.scores)))
  return HEADLINES[kind]?.find((k) => keys.has(k))
}

/** The overview: one headline series per kind that has one and where higher is better. */
export function overviewSeries(timeline: TimelineEntry[]): SeriesRef[] {
  return timelineKinds(timeline).flatMap((kind) => {
    const metric = headlineOf(timeline, kind)
    return metric && !isLowerBetter({ kind, metric }) ? [{ kind, metric }] : []
  })
}

/** Every score of one kind, the headline first, then in order of first appearance. */
export function kindSeries(timeline: TimelineEntry[], kind: ReportKind): SeriesRef[] {
  const keys = [...new Set(timeline.filter((e) => e.kind === kind).flatMap((e) => Object.keys(e.scores)))]
  const headline = headlineOf(timeline, kind)
  return (headline ? [headline, ...keys.filter((k) => k !== headline)] : keys).map((metric) => ({ kind, metric }))
}

/**
 * Chart rows for the given series: one row per report date, a key `s<i>` per series (score names may hold
 * dots, which recharts would read as paths), null where that date has no value. Two reports of one kind on
 * the same date (one meeting analysed twice) are averaged, rounded like the service's averages.
 */
export function trendRows(timeline: TimelineEntry[], series: SeriesRef[]): { rows: TrendRow[]; keys: string[] } {
  const keys = series.map((_, i) => `s${i}`)
  const byDate = new Map<string, Map<string, number[]>>()
  for (const entry of [...timeline].sort((a, b) => a.date.localeCompare(b.date))) {
    series.forEach((s, i) => {
      const value = s.kind === entry.kind ? entry.scores[s.metric] : undefined
      if (value === undefined) return
      const values = byDate.get(entry.date) ?? new Map<string, number[]>()
      byDate.set(entry.date, values)
      values.set(keys[i], [...(values.get(keys[i]) ?? []), value])
    })
  }
  const rows = [...byDate].map(([date, values]) => {
    const row: TrendRow = { date }
    for (const key of keys) {
      const v = values.get(key)
      row[key] = v ? Math.round(v.reduce((a, b) => a + b, 0) / v.length) : null
    }
    return row
  })
  return { rows, keys }
}

export interface SignalMetric extends SeriesRef {
  value: number
  /** Against the kind's previous report that carried this score; null for the first one. */
  delta: number | null
}

export interface Signal {
  kind: ReportKind
  reportId: string
  date: string
  metrics: SignalMetric[]
}

/**
 * The newest report of every kind, newest first, with up to `perKind` of its scores: the headline, then the
 * strongest. Each carries its change since the previous report of that kind.
 */
export function latestSignals(timeline: TimelineEntry[], perKind = 3): Signal[] {
  const sorted = [...timeline].sort((a, b) => a.date.localeCompare(b.date))
  return timelineKinds(sorted)
    .map((kind) => {
      const entries = sorted.filter((e) => e.kind === kind)
      const latest = entries[entries.length - 1]
      const earlier = entries.slice(0, -1).reverse()
      const headline = headlineOf(sorted, kind)
      const rest = Object.entries(latest.scores)
        .filter(([k]) => k !== headline)
        .sort((a, b) => b[1] - a[1])
        .map(([k]) => k)
      const names = (headline && headline in latest.scores ? [headline, ...rest] : rest).slice(0, perKind)
      const metrics = names.map((metric) => {
        const previous = earlier.find((e) => metric in e.scores)?.scores[metric]
        const value = latest.scores[metric]
        return { kind, metric, value, delta: previous === undefined ? null : value - previous }
      })
      return { kind, reportId: latest.reportId, date: latest.date, metrics }
    })
    .sort((a, b) => b.date.localeCompare(a.date))
}
