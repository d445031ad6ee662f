import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from './api'
import { kindSeries, latestSignals, overviewSeries, timelineKinds, trendRows } from './profile-trends'

const D1 = '2026-09-01T10:00:00.000Z'
const D2 = '2026-10-01T10:00:00.000Z'
const D3 = '2026-11-01T10:00:00.000Z'
const entry = (
  date: string,
  kind: TimelineEntry['kind'],
  scores: Record<string, number>,
  reportId = `${kind}-${date}`,
): TimelineEntry => ({ date, kind, scores, reportId })

const TIMELINE: TimelineEntry[] = [
  entry(D2, 'recruiter', { Ownership: 70, overall: 60, Teamwork: 80 }),
  entry(D1, 'recruiter', { overall: 50, Ownership: 60 }),
  entry(D1, 'self', { coverage: 70, clarity: 90 }),
  entry(D1, 'info-security', { risk: 10 }),
  entry(D3, 'info-security', { risk: 30 }),
  entry(D2, 'active-analysis', { overall: 40 }),
]

describe('profile trends', () => {
  it('lists kinds in order of first appearance', () => {
    expect(timelineKinds(TIMELINE)).toEqual(['recruiter', 'self', 'info-security', 'active-analysis'])
  })

  it('puts one headline per kind on the overview, leaving out kinds without one and risk', () => {
    expect(overviewSeries(TIMELINE)).toEqual([
      { kind: 'recruiter', metric: 'overall' },
      { kind: 'active-analysis', metric: 'overall' },
    ])
  })

  it('lists a kind’s scores headline first', () => {
    expect(kindSeries(TIMELINE, 'recruiter').map((s) => s.metric)).toEqual(['overall', 'Ownership', 'Teamwork'])
    expect(kindSeries(TIMELINE, 'self').map((s) => s.metric)).toEqual(['coverage', 'clarity'])
  })

  it('builds one row per date, oldest first, with nulls for missing values', () => {
    const { rows, keys } = trendRows(TIMELINE, overviewSeries(TIMELINE))
    expect(keys).toEqual(['s0', 's1'])
    expect(rows).toEqual([
      { date: D1, s0: 50, s1: null },
      { date: D2, s0: 60, s1: 40 },
    ])
  })

  it('averages two reports of one kind on the same date', () => {
    const twice = [entry(D1, 'self', { clarity: 80 }, 'a'), entry(D1, 'self', { clarity: 91 }, 'b')]
    expect(trendRows(twice, [{ kind: 'self', metric: 'clarity' }]).rows).toEqual([{ date: D1, s0: 86 }])
  })

  it('gives the newest report of each kind, newest first, with changes', () => {
    const signals = latestSignals(TIMELINE, 2)
    expect(signals.map((s) => s.kind)).toEqual(['info-security', 'recruiter', 'active-analysis', 'self'])
    expect(signals[0].metrics).toEqual([{ kind: 'info-security', metric: 'risk', value: 30, delta: 20 }])
    // Headline first, then the strongest of the rest.
    expect(signals[1]).toMatchObject({
      reportId: `recruiter-${D2}`,
      metrics: [
        { metric: 'overall', value: 60, delta: 10 },
        { metric: 'Teamwork', value: 80, delta: null },
      ],
    })
    expect(signals[3].metrics.map((m) => m.metric)).toEqual(['clarity', 'coverage'])
  })

  it('is empty for an empty timeline', () => {
    expect(latestSignals([])).toEqual([])
    expect(trendRows([], [])).toEqual({ rows: [], keys: [] })
  })
})
