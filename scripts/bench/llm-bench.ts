/**
 * Summarizer figures: the builtin summarizer over a 3-hour, ~27,000-word transcript (target < 300 ms, median
 * of 5, fresh segments each run so the feature pass is included), and the llm path's own cost per chunk
 * against the local chat-completions server running in another process: this process's CPU time (chunking
 * with the tokenizer, prompts, reading the stream, validating, verifying quotes) divided by the chunks,
 * which excludes the model's time. Run: npx tsx scripts/bench/llm-bench.ts
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SAMPLE_TRANSCRIPTS, readSample } from '../../service/src/modules/analysis/samples/index.js'
import type { Segment } from '../../service/src/modules/analysis/types.js'
import { builtinSummary } from '../../service/src/modules/llm/builtin-summary.js'
import { llmSummary } from '../../service/src/modules/llm/llm-summary.js'
import { SUMMARY_SECTIONS } from '../../service/src/modules/llm/summary-schema.js'
import { parseTranscript } from '../../service/src/modules/meetings/transcripts/index.js'

const SPEAKERS = ['Alex Morgan', 'Bea Santos', 'Chen Wu', 'Dana Levi', 'Erik Holm']
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** The English samples' sentences cycled into `words` words over `minutes`, five speakers. */
export function longTranscript(words = 27_000, minutes = 180): Segment[] {
  const sentences = SAMPLE_TRANSCRIPTS.filter((s) => s.language === 'en')
    .flatMap((s) => parseTranscript(readSample(s.id), s.format))
    .flatMap((seg) => seg.text.split(/(?<=[.!?])\s+/))
  const texts: string[] = []
  let count = 0
  for (let i = 0; count < words; i++) {
    const turn = [sentences[(i * 3) % sentences.length], sentences[(i * 5 + 1) % sentences.length]].join(' ')
    texts.push(turn)
    count += turn.split(' ').length
  }
  const msPerWord = (minutes * 60_000) / count
  let t = 0
  return texts.map((text, i) => {
    const start = t
    t += Math.round(text.split(' ').length * msPerWord)
    return { speaker: SPEAKERS[(i * 2 + (i % 3)) % SPEAKERS.length], startMs: start, endMs: t, text }
  })
}

const options = {
  engine: 'llm' as const,
  language: 'source',
  length: 'standard' as const,
  sections: [...SUMMARY_SECTIONS],
  unverified: 'flag' as const,
}

export async function benchSummarizer(): Promise<string[]> {
  const words = longTranscript().reduce((a, s) => a + s.text.split(' ').length, 0)
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const segments = longTranscript()
    const started = performance.now()
    builtinSummary(segments, options)
    times.push(performance.now() - started)
  }
  const lines = [`builtin summarizer, ${words} words / 180 min: ${median(times).toFixed(1)} ms (target < 300 ms)`]

  const here = path.dirname(fileURLToPath(import.meta.url))
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'llm-model-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout.once('data', (d: Buffer) => resolve(d.toString().trim().split('\n')[0]))
      server.once('exit', () => reject(new Error('the model server exited')))
    })
    const settings = { baseUrl: url, model: 'bench', timeoutMs: 30_000, maxRetries: 0, allowPrivate: true }
    await llmSummary(longTranscript(2000, 15), options, { settings }) // warm-up: tokenizer tables, JIT
    const cpu = process.cpuUsage()
    const started = performance.now()
    const out = await llmSummary(longTranscript(), options, { settings })
    const wall = performance.now() - started
    const used = process.cpuUsage(cpu)
    const ms = (used.user + used.system) / 1000
    const calls = out.calls.length
    lines.push(
      `llm path over the same transcript: ${out.chunks.length} chunks, ${calls} calls, ${wall.toFixed(0)} ms wall`,
    )
    lines.push(
      `  service's own CPU: ${(ms / out.chunks.length).toFixed(1)} ms per chunk, ${(ms / calls).toFixed(1)} ms per call (model server excluded; ${ms.toFixed(0)} ms in all)`,
    )
  } finally {
    server.kill('SIGTERM')
  }
  return lines
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  for (const line of await benchSummarizer()) console.log(line)
