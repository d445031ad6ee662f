import { runBuiltin } from '../../../src/modules/analysis/builtin/index.js'
import { segmentsOf, type LabelledTranscript } from './types.js'

export interface Tally {
  tp: number
  fp: number
  fn: number
}
export interface LabelledScores {
  amounts: Tally
  offers: Tally
  actionItems: Tally
  dueDates: Tally
  roles: Tally
  decisions: Tally
  misses: string[]
}

interface Statement {
  speaker: string
  amount: number
  amountTo?: number
  currency: string
}
interface Item {
  owner: string
  text: string
  due: string | null
}

const empty = (): Tally => ({ tp: 0, fp: 0, fn: 0 })
export const recall = (t: Tally) => (t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1)
export const precision = (t: Tally) => (t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1)

/** Matches labels to found items one to one (each found item answers at most one label). */
function tally<L, F>(
  labels: L[],
  found: F[],
  same: (l: L, f: F) => boolean,
  misses: string[],
  name: (l: L) => string,
): Tally {
  const left = [...found]
  let tp = 0
  for (const l of labels) {
    const i = left.findIndex((f) => same(l, f))
    if (i >= 0) {
      tp++
      left.splice(i, 1)
    } else misses.push(name(l))
  }
  for (const f of left) misses.push(`extra: ${JSON.stringify(f)}`)
  return { tp, fp: left.length, fn: labels.length - tp }
}

const add = (a: Tally, b: Tally) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn })

/** Runs the builtin engine over each labelled transcript and counts what it found against the labels. */
export function scoreLabelled(
  set: LabelledTranscript[],
): LabelledScores & { byTranscript: Record<string, LabelledScores> } {
  const total: LabelledScores = {
    amounts: empty(),
    offers: empty(),
    actionItems: empty(),
    dueDates: empty(),
    roles: empty(),
    decisions: empty(),
    misses: [],
  }
  const byTranscript: Record<string, LabelledScores> = {}
  for (const t of set) {
    const segments = segmentsOf(t)
    const misses: string[] = []
    const neg = runBuiltin({ kind: 'negotiation', segments }).content as {
      offers: Statement[]
      mentions: Statement[]
      overview: { actionItems: Item[]; decisions?: { quote: string }[] }
    }
    const said = [...neg.offers, ...neg.mentions].flatMap((o) => [
      { amount: o.amount, currency: o.currency },
      ...(o.amountTo !== undefined ? [{ amount: o.amountTo, currency: o.currency }] : []),
    ])
    const amounts = tally(
      t.amounts,
      said,
      (l, f) => l.amount === f.amount && l.currency === f.currency,
      misses,
      (l) => `amount ${l.amount} ${l.currency}`,
    )
    const offers = tally(
      t.offers,
      neg.offers,
      (l, f) => l.speaker === f.speaker && l.amount === f.amount,
      misses,
      (l) => `offer ${l.speaker} ${l.amount}`,
    )
    const items = neg.overview.actionItems
    const lower = (s: string) => s.toLowerCase()
    const actionItems = tally(
      t.actionItems,
      items,
      (l, f) => l.owner === f.owner && lower(f.text).includes(lower(l.says)),
      misses,
      (l) => `action ${l.owner}: ${l.says}`,
    )
    const dated = t.actionItems.filter((l) => l.due)
    const dueDates = tally(
      dated,
      items,
      (l, f) =>
        l.owner === f.owner && lower(f.text).includes(lower(l.says)) && lower(f.due ?? '').includes(lower(l.due!)),
      [],
      () => '',
    )
    dueDates.fp = 0 // only labelled items are judged for their date
    for (const l of dated)
      if (!items.some((f) => l.owner === f.owner && lower(f.due ?? '').includes(lower(l.due!))))
        misses.push(`due ${l.owner}: ${l.due}`)
    const roles: Tally = empty()
    for (const r of t.roles ?? []) {
      const belbin = runBuiltin({ kind: 'belbin', segments, subject: r.speaker }).content as { preferred: string[] }
      if (belbin.preferred.includes(r.role)) roles.tp++
      else {
        roles.fn++
        misses.push(`role ${r.speaker}: ${r.role} (got ${belbin.preferred.join(', ')})`)
      }
    }
    const decisions = tally(
      t.decisions ?? [],
      neg.overview.decisions ?? [],
      (l, f) => lower(f.quote).includes(lower(l)),
      misses,
      (l) => `decision: ${l}`,
    )
    const own: LabelledScores = { amounts, offers, actionItems, dueDates, roles, decisions, misses }
    byTranscript[t.id] = own
    for (const k of ['amounts', 'offers', 'actionItems', 'dueDates', 'roles', 'decisions'] as const)
      total[k] = add(total[k], own[k])
    total.misses.push(...misses.map((m) => `${t.id}: ${m}`))
  }
  return { ...total, byTranscript }
}
