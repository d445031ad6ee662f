import { speakerOf, type TranscriptFeatures } from '../features.js'
import { lexiconHits, matcherFor } from '../lexicon-hits.js'
import { MONEY_MENTION, NEGOTIATION } from '../lexicons/negotiation.js'
import { findMoney, type MoneyPer } from '../money.js'
import { clipQuote } from '../text.js'

export interface MoneyStatement {
  speaker: string
  type: 'offer' | 'counter-offer' | 'mention'
  amount: number
  /** The upper end when a range was offered ("between 3.60 and 3.80"). */
  amountTo?: number
  currency: string
  per: MoneyPer | null
  startMs: number
  quote: string
}

/**
 * Every amount said, classed as an offer or a mere mention. A statement with an amount is an offer unless it
 * only refers to a price elsewhere ("last year we paid €3.20", "the market rate is…"); a question is an offer
 * when it proposes ("could we meet at 140,000?", "how about 130k?") — and a counter-offer once another side has
 * already put a number on the table.
 */
export function moneyStatements(f: TranscriptFeatures, ru: boolean): MoneyStatement[] {
  const hits = lexiconHits(f, 'negotiation', matcherFor(NEGOTIATION))
  const offerSentences = new Set(hits.filter((h) => h.tag === 'offer' || h.tag === 'concession').map((h) => h.sentence))
  const mentionSentences = new Set(lexiconHits(f, 'money-mentions', matcherFor(MONEY_MENTION)).map((h) => h.sentence))
  const out: MoneyStatement[] = []
  const seen: number[] = []
  const offeredBy = new Set<string>()
  let lastCurrency: string | null = null
  for (const s of f.sentences) {
    const money = findMoney(s.text, seen)
    if (!money.length) continue
    const speaker = speakerOf(f, s)
    const proposes = offerSentences.has(s)
    const isOffer = s.question ? proposes : proposes || !mentionSentences.has(s)
    for (const m of money) {
      seen.push(m.amount)
      const currency: string = m.currency ?? lastCurrency ?? (ru ? 'RUB' : f.language === 'fr' ? 'EUR' : 'USD')
      lastCurrency = currency
      const prev = out[out.length - 1]
      if (m.range === 'to' && prev && prev.speaker === speaker && prev.amount <= m.amount) {
        prev.amountTo = m.amount
        continue
      }
      let type: MoneyStatement['type'] = 'mention'
      if (isOffer) {
        type = [...offeredBy].some((x) => x !== speaker) ? 'counter-offer' : 'offer'
        offeredBy.add(speaker)
      }
      out.push({
        speaker,
        type,
        amount: m.amount,
        currency,
        per: m.per,
        startMs: f.segments[s.seg].startMs,
        quote: clipQuote(s.text, m.start, m.end),
      })
    }
  }
  return out
}
