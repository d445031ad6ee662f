import type { Evidence } from '../types.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { lexiconHits, matcherFor } from './lexicon-hits.js'
import { ACTION_PHRASES, DUE_WORDS } from './lexicons/actions.js'

export interface ActionItem { owner: string; text: string; due: string | null; startMs: number; evidence: Evidence }

const dueMatcher = matcherFor(DUE_WORDS)

/** Statements (not questions) with a commitment or next-step phrase; the speaker is the owner. */
export function actionItems(f: TranscriptFeatures, limit = 20): ActionItem[] {
  return memo(f, `actionItems:${limit}`, () => {
    const out: ActionItem[] = []
    const seen = new Set<unknown>()
    for (const h of lexiconHits(f, 'actions', matcherFor(ACTION_PHRASES))) {
      if (out.length >= limit) break
      if (seen.has(h.sentence) || h.sentence.question || h.sentence.tokens.length < 4) continue
      seen.add(h.sentence)
      const ev = evidence(f, h.sentence)
      const due = dueMatcher.match(h.sentence.tokens)[0]
      out.push({
        owner: speakerOf(f, h.sentence),
        text: ev.quote,
        due: due ? h.sentence.text.slice(h.sentence.tokens[due.from].start - h.sentence.start, h.sentence.tokens[due.to - 1].end - h.sentence.start) : null,
        startMs: ev.startMs,
        evidence: ev,
      })
    }
    return out
  })
}
