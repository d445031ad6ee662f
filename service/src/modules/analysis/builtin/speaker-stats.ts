import type { Evidence } from '../types.js'
import { evidence, memo, type TranscriptFeatures } from './features.js'
import { FILLERS } from './lexicons/fillers.js'
import { createMatcher } from './matcher.js'

export interface SpeakerStats {
  speaker: string
  talkTimeMs: number
  sharePct: number
  turns: number
  segments: number
  words: number
  wordsPerMinute: number
  questions: number
  interruptions: number
  fillerCount: number
  fillers: { word: string; count: number }[]
  interruptionEvidence: Evidence[]
}

const fillerMatcher = createMatcher(FILLERS)
/** Overlaps shorter than this are caption timing jitter, not interruptions. */
const OVERLAP_TOLERANCE_MS = 200

/** Integer percentages that sum to exactly 100 (largest remainder; ties broken by order). */
export function percentShares(values: number[]): number[] {
  const total = values.reduce((a, b) => a + b, 0)
  if (total <= 0) return values.map((_, i) => (i === 0 ? 100 : 0))
  const raw = values.map((v) => (v / total) * 100)
  const floors = raw.map(Math.floor)
  let left = 100 - floors.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (left-- <= 0) break
    floors[i]++
  }
  return floors
}

export function speakerStats(f: TranscriptFeatures): SpeakerStats[] {
  return memo(f, 'speakerStats', () => {
    const by = new Map<string, SpeakerStats>()
    const fillerCounts = new Map<string, Map<string, number>>()
    for (const speaker of f.speakers) {
      by.set(speaker, {
        speaker,
        talkTimeMs: 0,
        sharePct: 0,
        turns: 0,
        segments: 0,
        words: 0,
        wordsPerMinute: 0,
        questions: 0,
        interruptions: 0,
        fillerCount: 0,
        fillers: [],
        interruptionEvidence: [],
      })
      fillerCounts.set(speaker, new Map())
    }
    let prevSpeaker: string | null = null
    let lastOtherEnd = -Infinity // end of the latest segment by someone other than the current run's speaker
    let runEnd = -Infinity
    f.segments.forEach((seg, i) => {
      const st = by.get(seg.speaker)!
      st.segments++
      st.talkTimeMs += seg.endMs - seg.startMs
      st.words += f.wordsBySegment[i]
      if (seg.speaker !== prevSpeaker) {
        st.turns++
        lastOtherEnd = runEnd
        runEnd = -Infinity
        if (prevSpeaker !== null && seg.startMs < lastOtherEnd - OVERLAP_TOLERANCE_MS) {
          st.interruptions++
          const first = f.bySegment[i][0]
          if (first && st.interruptionEvidence.length < 3) st.interruptionEvidence.push(evidence(f, first))
        }
      }
      runEnd = Math.max(runEnd, seg.endMs)
      prevSpeaker = seg.speaker
      const counts = fillerCounts.get(seg.speaker)!
      for (const s of f.bySegment[i]) {
        if (s.question) st.questions++
        for (const m of fillerMatcher.match(s.tokens)) {
          const word = s.tokens
            .slice(m.from, m.to)
            .map((t) => t.norm)
            .join(' ')
          counts.set(word, (counts.get(word) ?? 0) + 1)
        }
        // "like" only as a filler when set off by a comma: "it was, like, huge".
        for (const t of s.tokens) {
          if (t.norm !== 'like') continue
          const text = f.segments[s.seg].text
          if (text[t.start - 2] === ',' || text[t.end] === ',') counts.set('like', (counts.get('like') ?? 0) + 1)
        }
      }
    })
    const list = f.speakers.map((s) => by.get(s)!)
    const totalTalk = list.reduce((a, s) => a + s.talkTimeMs, 0)
    const shares = percentShares(list.map((s) => (totalTalk > 0 ? s.talkTimeMs : s.words)))
    list.forEach((st, i) => {
      st.sharePct = shares[i]
      st.wordsPerMinute = st.talkTimeMs > 0 ? Math.round(st.words / (st.talkTimeMs / 60000)) : 0
      const counts = [...fillerCounts.get(st.speaker)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      st.fillers = counts.map(([word, count]) => ({ word, count }))
      st.fillerCount = counts.reduce((a, [, c]) => a + c, 0)
    })
    return list
  })
}
