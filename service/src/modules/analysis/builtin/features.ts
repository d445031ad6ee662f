import type { Evidence, Segment } from '../types.js'
import { detectLang, type Lang } from './lang/index.js'
import { clipQuote, splitSentences, type Sentence } from './text.js'

/**
 * The shared feature pass: every segment is split into sentences and tokens once, and derived analyses
 * (stats, signals, key phrases…) are memoised on the result, so running all nine report kinds over one
 * transcript tokenises it a single time.
 */
export interface TranscriptFeatures {
  segments: readonly Segment[]
  language: Lang
  /** The meeting's day (YYYY-MM-DD) that relative due dates resolve against; set by the run, null when unknown. */
  meetingDate: string | null
  /** Sentences per segment (same index as `segments`). */
  bySegment: Sentence[][]
  sentences: Sentence[]
  /** Speakers in order of first appearance. */
  speakers: string[]
  wordsBySegment: number[]
  totalWords: number
  durationMs: number
  cache: Map<string, unknown>
}

const FEATURES = new WeakMap<readonly Segment[], TranscriptFeatures>()

export function analyseTranscript(segments: readonly Segment[]): TranscriptFeatures {
  const hit = FEATURES.get(segments)
  if (hit) return hit
  const bySegment: Sentence[][] = []
  const sentences: Sentence[] = []
  const wordsBySegment: number[] = []
  const speakers: string[] = []
  const seen = new Set<string>()
  let totalWords = 0
  let first = Infinity
  let last = 0
  segments.forEach((s, i) => {
    const list = splitSentences(s.text, i)
    bySegment.push(list)
    let words = 0
    for (const sentence of list) {
      sentences.push(sentence)
      words += sentence.tokens.length
    }
    wordsBySegment.push(words)
    totalWords += words
    if (!seen.has(s.speaker)) {
      seen.add(s.speaker)
      speakers.push(s.speaker)
    }
    first = Math.min(first, s.startMs)
    last = Math.max(last, s.endMs)
  })
  const features: TranscriptFeatures = {
    segments,
    bySegment,
    sentences,
    speakers,
    wordsBySegment,
    totalWords,
    language: detectLang(segments.map((s) => s.text)),
    meetingDate: null,
    durationMs: segments.length ? Math.max(0, last - first) : 0,
    cache: new Map(),
  }
  FEATURES.set(segments, features)
  return features
}

/** Computes a derived analysis once per transcript. */
export function memo<T>(f: TranscriptFeatures, key: string, compute: () => T): T {
  if (f.cache.has(key)) return f.cache.get(key) as T
  const value = compute()
  f.cache.set(key, value)
  return value
}

export function speakerOf(f: TranscriptFeatures, s: Sentence): string {
  return f.segments[s.seg].speaker
}

/** Evidence for a sentence, clipped around tokens [from, to) when the sentence is long. */
export function evidence(f: TranscriptFeatures, s: Sentence, from = 0, to = s.tokens.length): Evidence {
  const seg = f.segments[s.seg]
  const a = s.tokens[Math.min(from, s.tokens.length - 1)].start - s.start
  const b = s.tokens[Math.max(0, Math.min(to, s.tokens.length) - 1)].end - s.start
  return { quote: clipQuote(s.text, a, b), speaker: seg.speaker, startMs: seg.startMs }
}

/** Resolves the report subject: the given name (case-insensitive) or else the speaker with most words. */
export function resolveSubject(f: TranscriptFeatures, subject?: string): string {
  if (subject) {
    const wanted = subject.trim().toLowerCase()
    const found =
      f.speakers.find((s) => s.toLowerCase() === wanted) ?? f.speakers.find((s) => s.toLowerCase().includes(wanted))
    if (found) return found
  }
  const words = new Map<string, number>()
  f.segments.forEach((s, i) => words.set(s.speaker, (words.get(s.speaker) ?? 0) + f.wordsBySegment[i]))
  let best = f.speakers[0] ?? subject ?? 'Unknown'
  for (const s of f.speakers) if ((words.get(s) ?? 0) > (words.get(best) ?? 0)) best = s
  return best
}

export const clamp100 = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
