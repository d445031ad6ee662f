import { normalise, tokenise, type Segment } from '../analysis/index.js'
import type { Quote } from './summary-schema.js'

/** Words only, lower-cased: a quote matches through differences of case, punctuation and spacing, never of words. */
const words = (text: string) =>
  tokenise(text)
    .map((t) => normalise(text.slice(t.start, t.end)))
    .join(' ')

export interface QuoteIndex {
  find(quote: string, speaker?: string): Quote | null
}

/**
 * Finds quotes in the source. The match is on whole words inside one segment (a quote may not stitch two
 * utterances together); the speaker and time are taken from the source, not from the model. Among several
 * segments holding the quote, the one by the named speaker wins.
 */
export function quoteIndex(segments: readonly Segment[]): QuoteIndex {
  const normalised = segments.map((s) => ` ${words(s.text)} `)
  return {
    find(quote, speaker) {
      const q = words(quote)
      if (q.split(' ').length < 2 && q.length < 8) return null // one short word "matches" anywhere: not evidence
      let found = -1
      for (let i = 0; i < normalised.length; i++) {
        if (!normalised[i].includes(` ${q} `)) continue
        if (found < 0) found = i
        if (speaker && segments[i].speaker.toLowerCase() === speaker.toLowerCase()) {
          found = i
          break
        }
      }
      if (found < 0) return null
      const seg = segments[found]
      return { quote: quote.trim(), speaker: seg.speaker, startMs: seg.startMs, verified: true }
    },
  }
}
