/**
 * Builtin engine benchmark: a deterministic 60-minute, ~9,000-word transcript (and a three-hour one, all kinds) assembled from the bundled
 * samples' sentences, timed per report kind and for all kinds together (median of 5 runs, fresh segments
 * per run so the memoised feature pass is included in every measurement). Target: all kinds < 200 ms.
 * Run: npx tsx scripts/bench/engine-bench.ts
 */
import { pathToFileURL } from 'node:url'
import { runBuiltin } from '../../service/src/modules/analysis/builtin/index.js'
import { SAMPLE_TRANSCRIPTS, readSample } from '../../service/src/modules/analysis/samples/index.js'
import { REPORT_KINDS, type Segment } from '../../service/src/modules/analysis/types.js'
import { parseTranscript } from '../../service/src/modules/meetings/transcripts/index.js'

const SPEAKERS = ['Alex Morgan', 'Bea Santos', 'Chen Wu', 'Dana Levi', 'Erik Holm']
const TARGET_WORDS = 9000
const DURATION_MS = 60 * 60 * 1000

/** Sentences of the English samples in a fixed order, cycled round-robin by speaker. */
export function synthesiseTranscript(targetWords = TARGET_WORDS, durationMs = DURATION_MS): Segment[] {
  const sentences = SAMPLE_TRANSCRIPTS.filter((s) => s.language === 'en')
    .flatMap((s) => parseTranscript(readSample(s.id), s.format))
    .flatMap((seg) => seg.text.split(/(?<=[.!?])\s+/))
  const texts: string[] = []
  let words = 0
  for (let i = 0; words < targetWords; i++) {
    const turn = [
      sentences[(i * 3) % sentences.length],
      sentences[(i * 3 + 1) % sentences.length],
      sentences[(i * 7 + 2) % sentences.length],
    ].join(' ')
    texts.push(turn)
    words += turn.split(' ').length
  }
  const msPerWord = durationMs / words
  let cursor = 0
  return texts.map((text, i) => {
    const len = Math.round(text.split(' ').length * msPerWord)
    // Every 11th turn starts 1.5 s early: an interruption.
    const startMs = Math.max(0, i % 11 === 10 ? cursor - 1500 : cursor)
    cursor = startMs + len
    return { speaker: SPEAKERS[(i * 2 + (i % 3)) % SPEAKERS.length], startMs, endMs: cursor, text }
  })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function time(run: (segments: Segment[]) => void, base: Segment[], runs = 5): number {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const fresh = base.map((s) => ({ ...s })) // a new array: no memoised features from the previous run
    const t0 = performance.now()
    run(fresh)
    samples.push(performance.now() - t0)
  }
  return Math.round(median(samples) * 10) / 10
}

export async function benchEngine(): Promise<{ kind: string; ms: number }[]> {
  const base = synthesiseTranscript()
  runBuiltin({ kind: 'self', segments: base.map((s) => ({ ...s })) }) // warm up the JIT and compiled lexicons
  const results = REPORT_KINDS.map((kind) => ({
    kind: kind as string,
    ms: time((segments) => runBuiltin({ kind, segments, subject: SPEAKERS[0] }), base),
  }))
  results.push({
    kind: 'all-kinds',
    ms: time((segments) => {
      for (const kind of REPORT_KINDS) runBuiltin({ kind, segments, subject: SPEAKERS[0] })
    }, base),
  })
  // Issue 25's bound: a three-hour meeting (27,000 words), every kind, under one second.
  const long = synthesiseTranscript(TARGET_WORDS * 3, DURATION_MS * 3)
  results.push({
    kind: 'all-kinds-3h',
    ms: time(
      (segments) => {
        for (const kind of REPORT_KINDS) runBuiltin({ kind, segments, subject: SPEAKERS[0], meetingDate: '2026-03-10' })
      },
      long,
      3,
    ),
  })
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const segments = synthesiseTranscript()
  const words = segments.reduce((a, s) => a + s.text.split(' ').length, 0)
  console.log(
    `transcript: ${segments.length} segments, ${words} words, ${(segments[segments.length - 1].endMs / 60000).toFixed(0)} min`,
  )
  for (const r of await benchEngine()) console.log(`${r.kind.padEnd(16)} ${r.ms.toFixed(1).padStart(7)} ms`)
}
