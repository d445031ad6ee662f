import type { Evidence, EngineInput } from '../../types.js'
import { actionItems, decisions } from '../action-items.js'
import { evidence, type TranscriptFeatures } from '../features.js'
import { lexiconHits, matcherFor } from '../lexicon-hits.js'
import { NEGOTIATION } from '../lexicons/negotiation.js'
import { concessionPath } from '../negotiation/concession-path.js'
import { moneyStatements } from '../negotiation/offers.js'
import { overview } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import type { KindResult } from './kind-result.js'

/** Offers and mere mentions of money (see offers.ts), the concession path along the main term, concessions and agreement. */
export function negotiationReport(f: TranscriptFeatures, input: EngineInput): KindResult<'negotiation'> {
  const ru = (input.language ?? f.language) === 'ru'
  const hits = lexiconHits(f, 'negotiation', matcherFor(NEGOTIATION))
  const statements = moneyStatements(f, ru)
  const offers = statements.filter((o) => o.type !== 'mention')
  const mentions = statements.filter((o) => o.type === 'mention')
  const concessionHits = hits.filter((h) => h.tag === 'concession')
  const concessions = dedupe(concessionHits.map((h) => evidence(f, h.sentence, h.from, h.to)))
  const questions = f.sentences
    .filter((s) => s.question)
    .slice(0, 20)
    .map((s) => evidence(f, s))
  // Agreement: the last decisive move in the final 40% of the conversation decides.
  const cutoff = f.sentences[Math.floor(f.sentences.length * 0.6)]
  const late = hits.filter(
    (h) =>
      (h.tag === 'agreementReached' || h.tag === 'rejection') &&
      !h.sentence.question &&
      cutoff &&
      (h.sentence.seg > cutoff.seg || (h.sentence.seg === cutoff.seg && h.sentence.start >= cutoff.start)),
  )
  const decisive = late[late.length - 1]
  // Terms both sides agreed to (a decision quoted from two speakers: "245 тысяч… хорошо" — «Договорились!») settle
  // it unless a later rejection undoes it; the evidence then says what was agreed, not only "Deal.".
  const agreed = decisions(f).filter((d) => new Set(d.quotes.map((q) => q.speaker)).size >= 2)
  const reached = decisive?.tag === 'agreementReached' || (agreed.length > 0 && decisive?.tag !== 'rejection')
  // Without terms agreed by two sides, an agreement still quotes what it agreed to when a decision holds it.
  const made = decisions(f)
  const holding = made.filter((d) =>
    d.quotes.some((q) =>
      late.some((h) => h.tag === 'agreementReached' && f.segments[h.sentence.seg].startMs === q.startMs),
    ),
  )
  const agreementEvidence = agreed.length
    ? dedupe(agreed.slice(-2).flatMap((d) => d.quotes)).slice(0, 4)
    : reached && holding.length
      ? dedupe(holding.slice(-2).flatMap((d) => d.quotes)).slice(0, 4)
      : dedupe(
          late
            .filter((h) => h.tag === decisive?.tag)
            .slice(-3)
            .map((h) => evidence(f, h.sentence, h.from, h.to)),
        )
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
  const path = concessionPath(statements)
  const gap =
    path?.closedPct != null
      ? ru
        ? ` Разрыв сократился на ${path.closedPct}%.`
        : ` The gap closed by ${path.closedPct}%.`
      : ''
  const headline = ru
    ? `${offers.length} предложений сумм${lastOffer ? `, последнее — ${fmt(lastOffer)} (${lastOffer.speaker})` : ''}; договорённость ${reached ? 'достигнута' : 'не достигнута'}.${gap}`
    : `${offers.length} money offer(s)${lastOffer ? `, last ${fmt(lastOffer)} by ${lastOffer.speaker}` : ''}; agreement ${reached ? 'reached' : 'not reached'}.${gap}`
  return {
    headline,
    content: {
      sides,
      offers,
      mentions,
      concessionPath: path,
      concessions,
      questions,
      agreement: { reached, evidence: agreementEvidence },
      nextSteps: actionItems(f),
      overview: overview(f),
    },
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
