import type { EngineInput, ReportKind } from '../../types.js'
import { TEAM_ROLES, type TeamRole } from '../lexicons/belbin.js'

export interface TraitSample {
  name: string
  score: number
  at: string
}
type Content = Record<string, unknown>

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(100, Math.round(v))) : null
const arr = (v: unknown): Content[] =>
  Array.isArray(v) ? v.filter((x): x is Content => !!x && typeof x === 'object') : []
const obj = (v: unknown): Content => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Content) : {})

interface HistoryReader {
  /** Trait scores of the subject in an earlier report of the kind. */
  traits: (content: Content, subject: string) => [name: string, value: unknown][]
  /** The one score the profile's timeline shows for it. */
  headline: (content: Content) => number | null
}
const none: HistoryReader = { traits: () => [], headline: () => null }
const mean = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null)
  return known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null
}

/**
 * How a digital profile reads each kind's earlier reports. History may come from either engine or an older schema
 * version, so every field is read defensively and unknown shapes are skipped. A new kind does not compile until it
 * says what (if anything) a profile reads of it.
 */
const HISTORY_READERS: Record<ReportKind, HistoryReader> = {
  self: {
    traits: (c) => (['coverage', 'clarity', 'consistency'] as const).map((k) => [k, obj(c[k]).score]),
    headline: (c) => mean(['coverage', 'clarity', 'consistency'].map((k) => num(obj(c[k]).score))),
  },
  recruiter: {
    traits: (c) => [
      ['interview', c.overallScore],
      ...arr(c.scorecard).flatMap((x): [string, unknown][] =>
        // A criterion "not assessed" is no reading of the trait (its stored 0 is not a low score).
        typeof x.title === 'string' && x.assessed !== false ? [[x.title, x.score]] : [],
      ),
    ],
    headline: (c) => num(c.overallScore),
  },
  competence: {
    traits: (c) =>
      arr(c.competences).flatMap((x): [string, unknown][] =>
        typeof x.title === 'string' && x.assessed !== false ? [[x.title, x.score]] : [],
      ),
    headline: (c) => num(c.overallScore),
  },
  'active-analysis': {
    traits: (c, subject) => [['listening', arr(c.speakers).find((s) => s.speaker === subject)?.score]],
    headline: (c) => num(c.overallScore),
  },
  alfa: { traits: (c) => [['template', c.totalScore]], headline: (c) => num(c.totalScore) },
  'info-security': { traits: () => [], headline: (c) => num(c.riskScore) },
  belbin: none,
  negotiation: none,
  'digital-profile': none,
}
const readerOf = (kind: string) => (Object.hasOwn(HISTORY_READERS, kind) ? HISTORY_READERS[kind as ReportKind] : none)

/** Trait scores out of an earlier report's content. */
export function traitsFromReport(kind: string, content: Content, at: string, subject: string): TraitSample[] {
  return readerOf(kind)
    .traits(content, subject)
    .flatMap(([name, value]) => {
      const score = num(value)
      return score === null ? [] : [{ name, score, at }]
    })
}

export function headlineScore(kind: string, content: Content): number | null {
  return readerOf(kind).headline(content)
}

/** Team-role vectors found in history (belbin reports, or earlier digital profiles' averages). */
export function roleVectorsFrom(history: NonNullable<EngineInput['history']>): Map<TeamRole, number>[] {
  const vectors: Map<TeamRole, number>[] = []
  for (const h of history) {
    const list = h.kind === 'belbin' ? arr(h.content.roles) : []
    const v = new Map<TeamRole, number>()
    for (const r of list) {
      const s = num(r.score)
      if (s !== null && TEAM_ROLES.includes(r.role as TeamRole)) v.set(r.role as TeamRole, s)
    }
    if (v.size) vectors.push(v)
  }
  return vectors
}
