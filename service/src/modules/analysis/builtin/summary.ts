import type { Evidence } from '../types.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { actionItems, decisions } from './action-items.js'
import { lexiconHits, matcherFor } from './lexicon-hits.js'
import { ACTION_PHRASES } from './lexicons/actions.js'
import { STOP_WORDS } from './lexicons/stop-words.js'
import type { Sentence } from './text.js'

/**
 * Extractive summary: sentences are scored by the transcript-wide frequency of their content words
 * (normalised by length so long rambles do not win), with a bonus for commitments; the best ones are
 * returned verbatim, in the order they were said.
 */
export function highlights(
  f: TranscriptFeatures,
  count = f.totalWords > 2500 ? 5 : 3,
  only?: string,
): { sentence: Sentence; evidence: Evidence }[] {
  return memo(f, `highlights:${count}:${only ?? ''}`, () => {
    const tf = new Map<string, number>()
    for (const s of f.sentences)
      for (const t of s.tokens)
        if (!STOP_WORDS.has(t.norm) && t.norm.length > 2) tf.set(t.norm, (tf.get(t.norm) ?? 0) + 1)
    const actionSentences = new Set(lexiconHits(f, 'actions', matcherFor(ACTION_PHRASES)).map((h) => h.sentence))
    const scored: { s: Sentence; score: number; order: number }[] = []
    f.sentences.forEach((s, order) => {
      const n = s.tokens.length
      if (n < 6 || n > 45 || s.question || (only && speakerOf(f, s) !== only)) return
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
    // A sentence said again (a candidate giving the same answer to several questions) is one point, not three.
    const said = new Set<string>()
    for (const c of scored) {
      if (picked.length >= count) break
      const words = c.s.tokens.map((t) => t.norm).join(' ')
      if (said.has(words)) continue
      // Spread the summary across speakers: at most ceil(count/2) sentences from one voice.
      const sp = speakerOf(f, c.s)
      if ((speakersUsed.get(sp) ?? 0) >= Math.ceil(count / 2) && f.speakers.length > 1) continue
      speakersUsed.set(sp, (speakersUsed.get(sp) ?? 0) + 1)
      said.add(words)
      picked.push(c)
    }
    picked.sort((a, b) => a.order - b.order)
    return picked.map((c) => ({ sentence: c.s, evidence: evidence(f, c.s) }))
  })
}

/**
 * The summary under a report's headline. About a person: that person's own points only (no lines of the other
 * speakers), then the action items they own. About the meeting: the highlights of all speakers, the decisions
 * and every action item with its owner and due date as said.
 */
export function extractiveSummary(f: TranscriptFeatures, subject?: string, ru = f.language === 'ru'): string {
  const points = highlights(f, undefined, subject).map((h) =>
    subject ? `• ${h.evidence.quote}` : `${h.evidence.speaker}: ${h.evidence.quote}`,
  )
  const items = actionItems(f).filter((a) => !subject || a.owner === subject)
  const lines = [...new Set(points)]
  const made = decisions(f)
  if (!subject && made.length) lines.push(`${ru ? 'Решения' : 'Decisions'}: ${made.map((d) => d.quote).join(' ')}`)
  if (items.length) {
    lines.push(`${ru ? 'Задачи' : 'Action items'}:`)
    const listed = items.map((a) => `– ${a.owner}: ${a.text}${a.due ? ` (${ru ? 'срок' : 'due'}: ${a.due})` : ''}`)
    lines.push(...[...new Set(listed)].slice(0, 8))
  }
  return lines.join('\n')
}
