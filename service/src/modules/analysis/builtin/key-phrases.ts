import type { Evidence } from '../types.js'
import { evidence, memo, type TranscriptFeatures } from './features.js'
import { CALENDAR_WORDS, NUMBER_WORDS, STOP_WORDS } from './lexicons/stop-words.js'
import { tokenise, type Sentence } from './text.js'

export interface KeyPhrase {
  phrase: string
  count: number
  evidence: Evidence[]
}

/** French and English elisions ("d'ici", "c'est", "l'API") are judged by the word after the apostrophe. */
const elided = (w: string) => w.replace(/^(?:[dlmcjnst]|qu)'/u, '')
/** A word that can carry a topic: not a function word, a number, a calendar word or too short. */
export const isWord = (w: string) =>
  elided(w).length > 2 &&
  !STOP_WORDS.has(w) &&
  !STOP_WORDS.has(elided(w)) &&
  !NUMBER_WORDS.has(w) &&
  !CALENDAR_WORDS.has(elided(w)) &&
  !/\d/.test(w)

/** The words of the speakers' own names: that people address each other by name says nothing of the topic. */
export function nameWords(f: TranscriptFeatures): Set<string> {
  return new Set(f.speakers.flatMap((name) => tokenise(name).map((t) => t.norm)))
}

// Addresses, links, hosts and masked values are not phrases: "com", "www", "example" come from "a@example.com".
const ADDRESS =
  /\S*[@*]\S*|(?:https?:\/\/|www\.)\S+|\S+\.(?:com|org|net|io|ru|de|uk|co|info|biz|app|dev|local|internal|corp|lan)\b\S*/giu

/** Token indexes of a sentence that lie inside an address-like run. */
export function addressTokens(s: Sentence): Set<number> {
  const zones: [number, number][] = []
  ADDRESS.lastIndex = 0
  for (let m = ADDRESS.exec(s.text); m; m = ADDRESS.exec(s.text))
    zones.push([s.start + m.index, s.start + m.index + m[0].length])
  const out = new Set<number>()
  if (zones.length)
    s.tokens.forEach((t, i) => {
      if (zones.some(([a, b]) => t.start >= a && t.end <= b)) out.add(i)
    })
  return out
}

/**
 * N-gram (1–3) frequency over content words. N-grams never start or end on a stop word; longer phrases
 * score higher, and a shorter phrase is dropped when a chosen longer one covers most of its occurrences.
 */
export function keyPhrases(f: TranscriptFeatures, limit = 10): KeyPhrase[] {
  return memo(f, `keyPhrases:${limit}`, () => {
    const names = nameWords(f)
    const isContent = (w: string) => isWord(w) && !names.has(w)
    const counts = new Map<string, { count: number; first: Sentence[]; spans: [number, number][] }>()
    for (const s of f.sentences) {
      const skip = addressTokens(s)
      const words = s.tokens.map((t, i) => (skip.has(i) ? '' : t.norm))
      for (let i = 0; i < words.length; i++) {
        if (!isContent(words[i])) continue
        for (let n = 1; n <= 3 && i + n <= words.length; n++) {
          const lastWord = words[i + n - 1]
          if (!isContent(lastWord) || words.slice(i, i + n).includes('')) continue
          const key = words.slice(i, i + n).join(' ')
          let c = counts.get(key)
          if (!c) {
            c = { count: 0, first: [], spans: [] }
            counts.set(key, c)
          }
          c.count++
          if (c.first.length < 2 && !c.first.includes(s)) {
            c.first.push(s)
            c.spans.push([i, i + n])
          }
        }
      }
    }
    const ranked = [...counts]
      .filter(([, c]) => c.count >= 2)
      .map(([phrase, c]) => ({ phrase, c, score: c.count * (1 + 0.6 * (phrase.split(' ').length - 1)) }))
      .sort((a, b) => b.score - a.score || (a.phrase < b.phrase ? -1 : 1))
    const chosen: typeof ranked = []
    for (const r of ranked) {
      if (chosen.length >= limit) break
      const covered = chosen.some(
        (c) =>
          (` ${c.phrase} `.includes(` ${r.phrase} `) || ` ${r.phrase} `.includes(` ${c.phrase} `)) &&
          c.c.count >= r.c.count * 0.5,
      )
      if (!covered) chosen.push(r)
    }
    return chosen.map((r) => ({
      phrase: r.phrase,
      count: r.c.count,
      evidence: r.c.first.map((s, k) => evidence(f, s, r.c.spans[k][0], r.c.spans[k][1])),
    }))
  })
}
