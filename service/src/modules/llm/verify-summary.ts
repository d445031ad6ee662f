import type { Segment } from '../analysis/index.js'
import type { ModelSummary } from './model-output.js'
import type { Quote, SummaryOptions, SummaryResult } from './summary-schema.js'
import { quoteIndex } from './verify-quotes.js'

/**
 * The model's summary with every quote checked against the source: a quote found takes the source's speaker
 * and time; one not found is flagged `verified: false` (its speaker kept, time 0), or dropped when the
 * options say so. Sections not asked for stay empty whatever the model wrote.
 */
export function verifyModelSummary(
  segments: Segment[],
  m: ModelSummary,
  options: SummaryOptions,
  speakers: SummaryResult['speakers'],
  language: string,
): SummaryResult {
  const index = quoteIndex(segments)
  const want = new Set(options.sections)
  let dropped = 0
  const check = <T extends { quote: string; speaker: string }, R>(
    items: T[],
    build: (item: T, quote: Quote) => R,
  ): R[] => {
    const out: R[] = []
    for (const item of items) {
      const found = index.find(item.quote, item.speaker)
      if (found) out.push(build(item, found))
      else if (options.unverified === 'flag')
        out.push(build(item, { quote: item.quote, speaker: item.speaker, startMs: 0, verified: false }))
      else dropped++
    }
    return out
  }
  const plain = <T extends { text: string; quote: string; speaker: string }>(items: T[]) =>
    check(items, (i, quote) => ({ text: i.text, quote }))
  const result: SummaryResult = {
    language,
    summary: want.has('summary') ? plain(m.summary) : [],
    topics: want.has('topics')
      ? check(m.topics, (i, quote) => ({ title: i.title, startMs: quote.startMs, quote })).sort(
          (a, b) => a.startMs - b.startMs,
        )
      : [],
    decisions: want.has('decisions') ? plain(m.decisions) : [],
    actionItems: want.has('actionItems')
      ? check(m.actionItems, (i, quote) => ({ text: i.text, owner: i.owner, due: i.due, quote }))
      : [],
    questions: want.has('questions') ? plain(m.questions) : [],
    speakers,
    droppedUnverified: 0,
  }
  result.droppedUnverified = dropped
  return result
}
