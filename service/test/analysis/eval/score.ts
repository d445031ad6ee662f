import { runBuiltin } from '../../../src/modules/analysis/builtin/index.js'
import type { Evidence, Segment } from '../../../src/modules/analysis/types.js'
import { evalSegments } from './index.js'
import type { EvalTranscript, RecommendationLabel, Verdict } from './types.js'

export interface Tally {
  tp: number
  fp: number
  fn: number
}
export interface Agreement {
  agree: number
  total: number
}
export interface EvalScores {
  actionItems: Tally
  decisions: Tally
  dueDates: Agreement
  amounts: Tally
  verdicts: Agreement
  /** Action items or decisions whose text holds a distractor: each is also a false positive above. */
  distractorHits: number
  /** Quotes that are not verbatim text of their speaker's segment. */
  quotesNotVerbatim: number
  quotes: number
  notes: string[]
}

interface ActionItemOut {
  owner: string
  text: string
  dueDate?: string | null
  quotes?: Evidence[]
  evidence: Evidence
}
interface DecisionOut extends Evidence {
  text?: string
  quotes?: Evidence[]
}
interface CriterionOut {
  id: string
  score: number
  assessed?: boolean
}

export const emptyScores = (): EvalScores => ({
  actionItems: { tp: 0, fp: 0, fn: 0 },
  decisions: { tp: 0, fp: 0, fn: 0 },
  dueDates: { agree: 0, total: 0 },
  amounts: { tp: 0, fp: 0, fn: 0 },
  verdicts: { agree: 0, total: 0 },
  distractorHits: 0,
  quotesNotVerbatim: 0,
  quotes: 0,
  notes: [],
})

export const recall = (t: Tally) => (t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1)
export const precision = (t: Tally) => (t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1)
export const rate = (a: Agreement) => (a.total ? a.agree / a.total : 1)

/** Case, "ё" and typographic apostrophes do not matter when a label's words are looked for in the engine's text. */
const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'")
const holds = (text: string, words: string[]) => words.every((w) => fold(text).includes(fold(w)))

/** Matches labels to found items one to one; what is left over on either side is a miss or a false find. */
function tally<L, F>(
  labels: L[],
  found: F[],
  same: (l: L, f: F) => boolean,
): { t: Tally; pairs: [L, F][]; missed: L[]; extra: F[] } {
  const left = [...found]
  const pairs: [L, F][] = []
  const missed: L[] = []
  for (const l of labels) {
    const i = left.findIndex((f) => same(l, f))
    if (i >= 0) pairs.push([l, left.splice(i, 1)[0]])
    else missed.push(l)
  }
  return { t: { tp: pairs.length, fp: left.length, fn: missed.length }, pairs, missed, extra: left }
}

/** A positive verdict is a score of 60 or more, a negative one below 50; "not assessed" is its own answer. */
function verdictOf(c: CriterionOut | undefined): Verdict | 'mixed' {
  if (!c || c.assessed === false) return 'not-assessed'
  return c.score >= 60 ? 'positive' : c.score < 50 ? 'negative' : 'mixed'
}
function recommendationOf(r: string): RecommendationLabel {
  return r === 'strong-yes' ? 'yes' : (r as RecommendationLabel)
}

function verbatim(segments: Segment[], e: Evidence): boolean {
  return segments.some((s) => s.speaker === e.speaker && s.startMs === e.startMs && s.text.includes(e.quote))
}

/** Runs the builtin engine over one labelled transcript and scores it against the labels. */
export function scoreTranscript(t: EvalTranscript): EvalScores {
  const segments = evalSegments(t)
  const out = emptyScores()
  const input = { segments, meetingDate: t.meetingDate, subject: t.subject }
  const neg = runBuiltin({ ...input, kind: 'negotiation' }).content as {
    offers: { amount: number; amountTo?: number; currency: string }[]
    mentions?: { amount: number; amountTo?: number; currency: string }[]
    overview: { actionItems: ActionItemOut[]; decisions?: DecisionOut[] }
  }
  const items = neg.overview.actionItems
  const a = tally(t.actionItems, items, (l, f) => l.owner === f.owner && holds(f.text, l.task))
  out.actionItems = a.t
  for (const l of a.missed) out.notes.push(`missed action: ${l.owner}: ${l.task.join(' + ')}`)
  for (const f of a.extra) out.notes.push(`extra action: ${f.owner}: ${f.text}`)
  for (const l of t.actionItems.filter((x) => x.due)) {
    out.dueDates.total++
    const pair = a.pairs.find(([x]) => x === l)
    if (pair && pair[1].dueDate === l.due) out.dueDates.agree++
    else if (pair)
      out.notes.push(`due: ${l.owner}: ${l.task.join(' + ')}: ${pair[1].dueDate ?? 'none'} instead of ${l.due}`)
  }
  const decisions = neg.overview.decisions ?? []
  const d = tally(t.decisions, decisions, (l, f) => holds(f.text ?? f.quote, l))
  out.decisions = d.t
  for (const l of d.missed) out.notes.push(`missed decision: ${l.join(' + ')}`)
  for (const f of d.extra) out.notes.push(`extra decision: ${f.text ?? f.quote}`)
  for (const text of [...items.map((i) => i.text), ...decisions.map((x) => x.text ?? x.quote)])
    for (const w of t.distractors)
      if (fold(text).includes(fold(w))) {
        out.distractorHits++
        out.notes.push(`distractor reported: "${w}" in "${text}"`)
      }
  const said = [...neg.offers, ...(neg.mentions ?? [])].flatMap((o) => [
    { amount: o.amount, currency: o.currency },
    ...(o.amountTo !== undefined ? [{ amount: o.amountTo, currency: o.currency }] : []),
  ])
  const m = tally(t.amounts, said, (l, f) => Math.abs(l.amount - f.amount) < 0.001 && l.currency === f.currency)
  out.amounts = m.t
  for (const l of m.missed) out.notes.push(`missed amount: ${l.amount} ${l.currency}`)
  for (const f of m.extra) out.notes.push(`false amount: ${f.amount} ${f.currency}`)
  const quotes = [
    ...items.flatMap((i) => [i.evidence, ...(i.quotes ?? [])]),
    ...decisions.flatMap((x) => [x, ...(x.quotes ?? [])]),
  ]
  if (t.verdicts && t.subject) {
    const rec = runBuiltin({ ...input, kind: 'recruiter' }).content as {
      scorecard: CriterionOut[]
      recommendation: string
      scorecardEvidence?: Evidence[]
    }
    for (const [id, want] of Object.entries(t.verdicts.criteria)) {
      out.verdicts.total++
      const got = verdictOf(rec.scorecard.find((c) => c.id === id))
      if (got === want) out.verdicts.agree++
      else out.notes.push(`verdict ${id}: ${got} instead of ${want}`)
    }
    out.verdicts.total++
    const got = recommendationOf(rec.recommendation)
    if (got === t.verdicts.recommendation) out.verdicts.agree++
    else out.notes.push(`recommendation: ${got} instead of ${t.verdicts.recommendation}`)
    quotes.push(...(rec.scorecard as unknown as { evidence: Evidence[] }[]).flatMap((c) => c.evidence))
  }
  out.quotes = quotes.length
  for (const q of quotes)
    if (!verbatim(segments, q)) {
      out.quotesNotVerbatim++
      out.notes.push(`quote not verbatim: ${q.speaker}: ${q.quote}`)
    }
  return out
}

export function addScores(a: EvalScores, b: EvalScores): EvalScores {
  const t = (x: Tally, y: Tally) => ({ tp: x.tp + y.tp, fp: x.fp + y.fp, fn: x.fn + y.fn })
  const g = (x: Agreement, y: Agreement) => ({ agree: x.agree + y.agree, total: x.total + y.total })
  return {
    actionItems: t(a.actionItems, b.actionItems),
    decisions: t(a.decisions, b.decisions),
    dueDates: g(a.dueDates, b.dueDates),
    amounts: t(a.amounts, b.amounts),
    verdicts: g(a.verdicts, b.verdicts),
    distractorHits: a.distractorHits + b.distractorHits,
    quotesNotVerbatim: a.quotesNotVerbatim + b.quotesNotVerbatim,
    quotes: a.quotes + b.quotes,
    notes: [...a.notes, ...b.notes],
  }
}

/** The targets, per language and overall. */
export function meetsTargets(s: EvalScores): string[] {
  const fails: string[] = []
  if (recall(s.actionItems) < 0.85) fails.push(`action items recall ${recall(s.actionItems).toFixed(2)} < 0.85`)
  if (precision(s.actionItems) < 0.85)
    fails.push(`action items precision ${precision(s.actionItems).toFixed(2)} < 0.85`)
  if (recall(s.decisions) < 0.8) fails.push(`decisions recall ${recall(s.decisions).toFixed(2)} < 0.8`)
  if (rate(s.dueDates) < 0.8) fails.push(`due dates ${rate(s.dueDates).toFixed(2)} < 0.8`)
  if (rate(s.verdicts) < 0.8) fails.push(`verdicts ${rate(s.verdicts).toFixed(2)} < 0.8`)
  if (recall(s.amounts) < 0.95) fails.push(`amounts recall ${recall(s.amounts).toFixed(2)} < 0.95`)
  if (s.amounts.fp > 0) fails.push(`${s.amounts.fp} false amount(s)`)
  if (s.quotesNotVerbatim > 0) fails.push(`${s.quotesNotVerbatim} quote(s) not verbatim`)
  return fails
}
