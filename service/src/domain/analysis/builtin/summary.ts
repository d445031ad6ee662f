import type { Evidence } from '../types.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { lexiconHits, matcherFor } from './lexicon-hits.js'
import { ACTION_PHRASES } from './lexicons/actions.js'
import { STOP_WORDS } from './lexicons/stop-words.js'
import type { Sentence } from './text.js'

/**
 * Extractive summary: sentences are scored by the transcript-wide frequency of their content words
 * (normalised by length so long rambles do not win), with a bonus for commitments; the best ones are
 * returned verbatim, in the order they were said.
 */
export function highlights(f: TranscriptFeatures, count = f.totalWords > 2500 ? 5 : 3): { sentence: Sentence; evidence: Evidence }[] {
  return memo(f, `highlights:${count}`, () => {
    const tf = new Map<string, number>()
    for (const s of f.sentences) for (const t of s.tokens) if (!STOP_WORDS.has(t.norm) && t.norm.length > 2) tf.set(t.norm, (tf.get(t.norm) ?? 0) + 1)
    const actionSentences = new Set(lexiconHits(f, 'actions', matcherFor(ACTION_PHRASES)).map((h) => h.sentence))
    const scored: { s: Sentence; score: number; order: number }[] = []
    f.sentences.forEach((s, order) => {
      const n = s.tokens.length
      if (n < 6 || n > 45 || s.question) return
      let sum = 0
      const seen = new Set<string>()
      for (const t of s.tokens) {
        if (seen.has(t.norm)) continue
        seen.add(t.norm)
        const c = tf.get(t.norm)
        if (c && c > 1) sum += Math.log2(1 + c)
      }
      const score = sum / Math.sqrt(n) + (actionSentences.has(s) ? 1.5 : 0)
      scored.push({ s, score, order })
    })
    scored.sort((a, b) => b.score - a.score || a.order - b.order)
    const picked: typeof scored = []
    const speakersUsed = new Map<string, number>()
    for (const c of scored) {
      if (picked.length >= count) break
      // Spread the summary across speakers: at most ceil(count/2) sentences from one voice.
      const sp = speakerOf(f, c.s)
      if ((speakersUsed.get(sp) ?? 0) >= Math.ceil(count / 2) && f.speakers.length > 1) continue
      speakersUsed.set(sp, (speakersUsed.get(sp) ?? 0) + 1)
      picked.push(c)
    }
    picked.sort((a, b) => a.order - b.order)
    return picked.map((c) => ({ sentence: c.s, evidence: evidence(f, c.s) }))
  })
}

export function extractiveSummary(f: TranscriptFeatures): string {
  return highlights(f).map((h) => `${h.evidence.speaker}: ${h.evidence.quote}`).join('\n')
}
