import type { EngineInput } from '../../types.js'
import { clamp100, evidence, type TranscriptFeatures } from '../features.js'
import { hitsOf, lexiconHits, matcherFor, type Hit } from '../lexicon-hits.js'
import { LISTENING } from '../lexicons/listening.js'
import { overview } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import type { KindResult } from './kind-result.js'

type Tag = keyof typeof LISTENING
const counted = (f: TranscriptFeatures, hits: Hit<Tag>[]) => {
  const seen = new Set<unknown>()
  const unique = hits.filter((h) => !seen.has(h.sentence) && seen.add(h.sentence))
  return { count: unique.length, evidence: unique.slice(0, 3).map((h) => evidence(f, h.sentence, h.from, h.to)) }
}

/**
 * Active listening per speaker. Clarifying phrases only count inside questions, and acknowledgements only
 * at the start of a turn (where "okay"/"понятно" respond to the other person rather than fill a sentence).
 */
export function activeAnalysisReport(f: TranscriptFeatures, input: EngineInput): KindResult<'active-analysis'> {
  const ru = (input.language ?? f.language) === 'ru'
  const all = lexiconHits(f, 'listening', matcherFor(LISTENING))
  const speakers = speakerStats(f).map((st) => {
    const own = hitsOf(f, all, st.speaker)
    const paraphrases = counted(
      f,
      own.filter((h) => h.tag === 'paraphrase'),
    )
    const clarifyingQuestions = counted(
      f,
      own.filter((h) => h.tag === 'clarifying' && h.sentence.question),
    )
    const acknowledgements = counted(
      f,
      own.filter((h) => h.tag === 'acknowledgement' && h.from < 3 && h.sentence === f.bySegment[h.sentence.seg][0]),
    )
    const interruptions = { count: st.interruptions, evidence: st.interruptionEvidence }
    // Balanced talk (20–60% share) is part of listening; monologues and near-silence both score lower.
    const balance = st.sharePct >= 20 && st.sharePct <= 60 ? 15 : st.sharePct > 75 ? -10 : 5
    const score = clamp100(
      40 +
        Math.min(25, paraphrases.count * 10) +
        Math.min(20, clarifyingQuestions.count * 5) +
        Math.min(10, acknowledgements.count * 2) -
        Math.min(20, interruptions.count * 5) +
        balance,
    )
    return {
      speaker: st.speaker,
      talkSharePct: st.sharePct,
      paraphrases,
      clarifyingQuestions,
      acknowledgements,
      interruptions,
      questions: st.questions,
      score,
    }
  })
  const overallScore = speakers.length ? clamp100(speakers.reduce((a, s) => a + s.score, 0) / speakers.length) : 0
  const best =
    speakers.flatMap((s) => s.paraphrases.evidence)[0] ??
    speakers.flatMap((s) => s.clarifyingQuestions.evidence)[0] ??
    null
  const top = [...speakers].sort((a, b) => b.score - a.score)[0]
  return {
    headline: ru
      ? `Активное слушание: ${overallScore}/100${top ? `; лучше всех слушает ${top.speaker} (${top.score})` : ''}.`
      : `Active listening: ${overallScore}/100${top ? `; strongest listener ${top.speaker} (${top.score})` : ''}.`,
    content: { speakers, overallScore, bestExample: best, overview: overview(f) },
  }
}
