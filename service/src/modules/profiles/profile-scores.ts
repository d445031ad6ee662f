import type { ReportKind } from '../report-kinds/index.js'

/**
 * The numbers a digital profile tracks, read from ready reports' content (shapes: the engine's report
 * content schemas). Scores are 0–100; anything missing or malformed is skipped, not guessed.
 */
type Content = Record<string, unknown>
type Scores = Record<string, number>

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const list = (v: unknown): Content[] =>
  Array.isArray(v) ? v.filter((x): x is Content => typeof x === 'object' && x !== null) : []
const scoreOf = (v: unknown) => num((v as Content | undefined)?.score)

function put(out: Scores, name: string, value: number | undefined) {
  if (value !== undefined) out[name] = value
}

type ScoreReader = (content: Content, subject?: string | null) => Scores
const scores =
  (read: (content: Content, out: Scores, subject?: string | null) => void): ScoreReader =>
  (content, subject) => {
    const out: Scores = {}
    read(content, out, subject)
    return out
  }

/** The headline scores of each kind, keyed by a stable name: a new kind does not compile until it says its own. */
const SCORE_READERS: Record<ReportKind, ScoreReader> = {
  self: scores((content, out) => {
    put(out, 'coverage', scoreOf(content.coverage))
    put(out, 'clarity', scoreOf(content.clarity))
    put(out, 'consistency', scoreOf(content.consistency))
  }),
  recruiter: scores((content, out) => overallAndCompetences('recruiter', content, out)),
  competence: scores((content, out) => overallAndCompetences('competence', content, out)),
  alfa: scores((content, out) => put(out, 'total', num(content.totalScore))),
  belbin: scores((content, out) => {
    for (const r of list(content.roles)) if (typeof r.role === 'string') put(out, r.role, num(r.score))
  }),
  'active-analysis': scores((content, out, subject) => {
    put(out, 'overall', num(content.overallScore))
    const mine = list(content.speakers).find(
      (s) => subject && String(s.speaker).toLowerCase() === subject.toLowerCase(),
    )
    put(out, 'listening', num(mine?.score))
  }),
  'info-security': scores((content, out) => put(out, 'risk', num(content.riskScore))),
  'digital-profile': scores((content, out) => {
    for (const t of list(content.traits)) if (typeof t.name === 'string') put(out, t.name, num(t.score))
  }),
  negotiation: () => ({}),
}

function overallAndCompetences(kind: ReportKind, content: Content, out: Scores) {
  put(out, 'overall', num(content.overallScore))
  for (const c of competenceScores(kind, content)) put(out, c.name, c.score)
}

/** The headline scores of one report, keyed by a stable name (none for a kind this service does not know). */
export function reportScores(kind: string, content: Content, subject?: string | null): Scores {
  return Object.hasOwn(SCORE_READERS, kind) ? SCORE_READERS[kind as ReportKind](content, subject) : {}
}

/** Competence titles and scores from competence models and recruiter scorecards. */
export function competenceScores(kind: string, content: Content): { name: string; score: number }[] {
  const rows = kind === 'competence' ? list(content.competences) : kind === 'recruiter' ? list(content.scorecard) : []
  return rows.flatMap((c) =>
    typeof c.title === 'string' && num(c.score) !== undefined ? [{ name: c.title, score: num(c.score)! }] : [],
  )
}

/** The team-role vector of a team-role report. */
export function teamRoleScores(kind: string, content: Content): Scores {
  return kind === 'belbin' ? reportScores(kind, content) : {}
}

/** Averages by key over several score maps, rounded to whole points. */
export function averageScores(maps: Scores[]): Scores {
  const sums = new Map<string, { total: number; n: number }>()
  for (const m of maps)
    for (const [k, v] of Object.entries(m)) {
      const s = sums.get(k) ?? { total: 0, n: 0 }
      s.total += v
      s.n += 1
      sums.set(k, s)
    }
  return Object.fromEntries([...sums].map(([k, s]) => [k, Math.round(s.total / s.n)]))
}
