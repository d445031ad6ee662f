import type { Evidence, EngineInput } from '../../types.js'
import { actionItems } from '../action-items.js'
import { evidence, speakerOf, type TranscriptFeatures } from '../features.js'
import { lexiconHits, matcherFor } from '../lexicon-hits.js'
import { NEGOTIATION } from '../lexicons/negotiation.js'
import { findMoney } from '../money.js'
import { overview } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import { clipQuote } from '../text.js'
import type { KindResult } from './kind-result.js'

/**
 * Offers are money mentions in statements (or in questions that carry an offer phrase: "how about 130k?").
 * An amount is a counter-offer once another side has already put a number on the table.
 */
export function negotiationReport(f: TranscriptFeatures, input: EngineInput): KindResult {
  const ru = (input.language ?? f.language) === 'ru'
  const hits = lexiconHits(f, 'negotiation', matcherFor(NEGOTIATION))
  const offerSentences = new Set(hits.filter((h) => h.tag === 'offer').map((h) => h.sentence))
  let lastCurrency: string | null = null
  const offers: { speaker: string; type: 'offer' | 'counter-offer'; amount: number; currency: string; startMs: number; quote: string }[] = []
  const offeredBy = new Set<string>()
  for (const s of f.sentences) {
    if (s.question && !offerSentences.has(s)) continue
    const money = findMoney(s.text)
    const speaker = speakerOf(f, s)
    for (const m of money) {
      const currency: string = m.currency ?? lastCurrency ?? (ru ? 'RUB' : 'USD')
      lastCurrency = currency
      const other = [...offeredBy].some((x) => x !== speaker)
      offeredBy.add(speaker)
      const seg = f.segments[s.seg]
      offers.push({ speaker, type: other ? 'counter-offer' : 'offer', amount: m.amount, currency, startMs: seg.startMs, quote: clipQuote(s.text, m.start, m.end) })
    }
  }
  const concessionHits = hits.filter((h) => h.tag === 'concession')
  const concessions = dedupe(concessionHits.map((h) => evidence(f, h.sentence, h.from, h.to)))
  const questions = f.sentences.filter((s) => s.question).slice(0, 20).map((s) => evidence(f, s))
  // Agreement: the last decisive move in the final 40% of the conversation decides.
  const cutoff = f.sentences[Math.floor(f.sentences.length * 0.6)]
  const late = hits.filter((h) => (h.tag === 'agreementReached' || h.tag === 'rejection') && !h.sentence.question && cutoff && (h.sentence.seg > cutoff.seg || (h.sentence.seg === cutoff.seg && h.sentence.start >= cutoff.start)))
  const decisive = late[late.length - 1]
  const reached = decisive?.tag === 'agreementReached'
  const agreementEvidence = dedupe(late.filter((h) => h.tag === decisive?.tag).slice(-3).map((h) => evidence(f, h.sentence, h.from, h.to)))
  const stats = speakerStats(f)
  const sides = stats.map((st) => ({
    speaker: st.speaker,
    talkSharePct: st.sharePct,
    offers: offers.filter((o) => o.speaker === st.speaker).length,
    concessions: concessions.filter((c) => c.speaker === st.speaker).length,
    questions: st.questions,
  }))
  // The headline follows the main term: the latest amount near the median (not a side bonus or a yearly total).
  const sorted = offers.map((o) => o.amount).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const lastOffer = [...offers].reverse().find((o) => o.amount >= median * 0.5 && o.amount <= median * 2)
  const fmt = (o: { amount: number; currency: string }) => `${o.amount.toLocaleString('en-US')} ${o.currency}`
  const headline = ru
    ? `${offers.length} предложений сумм${lastOffer ? `, последнее — ${fmt(lastOffer)} (${lastOffer.speaker})` : ''}; договорённость ${reached ? 'достигнута' : 'не достигнута'}.`
    : `${offers.length} money offer(s)${lastOffer ? `, last ${fmt(lastOffer)} by ${lastOffer.speaker}` : ''}; agreement ${reached ? 'reached' : 'not reached'}.`
  return {
    headline,
    content: { sides, offers, concessions, questions, agreement: { reached, evidence: agreementEvidence }, nextSteps: actionItems(f), overview: overview(f) },
  }
}

function dedupe(list: Evidence[]): Evidence[] {
  const seen = new Set<string>()
  return list.filter((e) => {
    const k = `${e.speaker}\u0000${e.startMs}\u0000${e.quote}`
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}
