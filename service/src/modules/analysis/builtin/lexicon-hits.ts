import type { Evidence } from '../types.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { createMatcher, type PhraseMatcher } from './matcher.js'
import type { Sentence } from './text.js'

/** One lexicon hit: which sentence, which tag, which tokens. */
export interface Hit<T extends string> {
  tag: T
  sentence: Sentence
  from: number
  to: number
}

/** Runs a lexicon over every sentence once per transcript (memoised under `key`). */
export function lexiconHits<T extends string>(f: TranscriptFeatures, key: string, matcher: PhraseMatcher<T>): Hit<T>[] {
  return memo(f, `hits:${key}`, () => {
    const hits: Hit<T>[] = []
    for (const sentence of f.sentences) {
      for (const m of matcher.match(sentence.tokens)) hits.push({ tag: m.tag, sentence, from: m.from, to: m.to })
    }
    return hits
  })
}

/** Lexicon matcher cache keyed by the lexicon object, so kinds sharing a lexicon share compiled matchers. */
const MATCHERS = new WeakMap<object, PhraseMatcher<string>>()
export function matcherFor<T extends string>(lexicon: Record<T, readonly string[]>): PhraseMatcher<T> {
  let m = MATCHERS.get(lexicon)
  if (!m) {
    m = createMatcher(lexicon)
    MATCHERS.set(lexicon, m)
  }
  return m as PhraseMatcher<T>
}

export interface SignalSummary<T extends string> {
  signal: T
  speaker: string
  count: number
  evidence: Evidence[]
}

/** Counts per (tag, speaker) with up to `maxEvidence` distinct sentences each, in a stable order. */
export function summariseHits<T extends string>(
  f: TranscriptFeatures,
  hits: Hit<T>[],
  tags: readonly T[],
  maxEvidence = 3,
): SignalSummary<T>[] {
  const out: SignalSummary<T>[] = []
  const index = new Map<string, { s: SignalSummary<T>; seen: Set<Sentence> }>()
  for (const h of hits) {
    const speaker = speakerOf(f, h.sentence)
    const key = `${h.tag}\u0000${speaker}`
    let entry = index.get(key)
    if (!entry) {
      entry = { s: { signal: h.tag, speaker, count: 0, evidence: [] }, seen: new Set() }
      index.set(key, entry)
    }
    entry.s.count++
    if (!entry.seen.has(h.sentence) && entry.s.evidence.length < maxEvidence) {
      entry.seen.add(h.sentence)
      entry.s.evidence.push(evidence(f, h.sentence, h.from, h.to))
    }
  }
  for (const tag of tags)
    for (const speaker of f.speakers) {
      const e = index.get(`${tag}\u0000${speaker}`)
      if (e) out.push(e.s)
    }
  return out
}

/** Hits of one speaker only. */
export function hitsOf<T extends string>(f: TranscriptFeatures, hits: Hit<T>[], speaker: string): Hit<T>[] {
  return hits.filter((h) => speakerOf(f, h.sentence) === speaker)
}
