import type { Segment } from '../../src/modules/analysis/types.js'

const SPEAKERS = ['Anna', 'Boris', 'Chen', 'Dana']
const LINES = [
  'We need to finish the onboarding flow before the release and I will send the draft by Friday.',
  'The budget for the second quarter is tight, so we decided to postpone the analytics work.',
  'Can you walk me through how the migration handles customers with several accounts?',
  'I think the support team should own the knowledge base, and we agreed on weekly reviews.',
  'The latency numbers improved after the cache change, but the search page is still slow at peak.',
  'Let us review the hiring plan next week and decide on the two open positions.',
]

/** A deterministic long meeting: `minutes` of four people talking, about 150 words a minute. */
export function longTranscript(minutes = 180): Segment[] {
  const out: Segment[] = []
  let t = 0
  let i = 0
  while (t < minutes * 60_000) {
    const speaker = SPEAKERS[(i * 7 + Math.floor(i / 3)) % SPEAKERS.length]
    const text = `${LINES[i % LINES.length]} Point ${i} of the discussion.`
    const dur = 7000 + (i % 5) * 1000
    out.push({ speaker, startMs: t, endMs: t + dur, text })
    t += dur + 200
    i++
  }
  return out
}
