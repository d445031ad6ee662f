import type { MoneyStatement } from './offers.js'

export interface ConcessionMove {
  amount: number
  change: number
  startMs: number
  quote: string
}
export interface SidePath {
  speaker: string
  first: number
  last: number
  moves: ConcessionMove[]
}
export interface ConcessionPath {
  currency: string
  per: string | null
  sides: SidePath[]
  /** Distance between the two sides' first offers, and between their latest ones. */
  initialGap: number | null
  finalGap: number | null
  closedPct: number | null
}

/**
 * The main term is the currency most offers use and the amounts within a factor of three of their median (a salary, not a signing bonus
 * said once); along it each side's offers in order give its first number, each move and its last.
 */
export function concessionPath(statements: MoneyStatement[]): ConcessionPath | null {
  const offers = statements.filter((o) => o.type !== 'mention')
  if (!offers.length) return null
  const counts = new Map<string, number>()
  for (const o of offers) counts.set(o.currency, (counts.get(o.currency) ?? 0) + 1)
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0][0]
  const amounts = offers
    .filter((o) => o.currency === currency)
    .map((o) => o.amount)
    .sort((a, b) => a - b)
  const median = amounts[Math.floor(amounts.length / 2)]
  const main = offers.filter((o) => o.currency === currency && o.amount >= median / 3 && o.amount <= median * 3)
  const sides: SidePath[] = []
  for (const o of main) {
    let side = sides.find((s) => s.speaker === o.speaker)
    if (!side) {
      side = { speaker: o.speaker, first: o.amount, last: o.amount, moves: [] }
      sides.push(side)
      continue
    }
    if (o.amount === side.last) continue
    side.moves.push({ amount: o.amount, change: round(o.amount - side.last), startMs: o.startMs, quote: o.quote })
    side.last = o.amount
  }
  const [a, b] = [...sides].sort(
    (x, y) =>
      y.moves.length - x.moves.length ||
      main.findIndex((o) => o.speaker === x.speaker) - main.findIndex((o) => o.speaker === y.speaker),
  )
  const initialGap = a && b ? round(Math.abs(a.first - b.first)) : null
  const finalGap = a && b ? round(Math.abs(a.last - b.last)) : null
  const closedPct =
    initialGap && finalGap !== null ? Math.max(0, Math.min(100, Math.round((1 - finalGap / initialGap) * 100))) : null
  return { currency, per: main.find((o) => o.per)?.per ?? null, sides, initialGap, finalGap, closedPct }
}

const round = (n: number) => Math.round(n * 100) / 100
