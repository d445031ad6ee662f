import { performance } from 'node:perf_hooks'
import { checkLlmBaseUrlResolved, analyseTranscript, speakerStats, type Segment } from '../analysis/index.js'
import { callForSummary, sleep, type Sleep } from './call-model.js'
import { chunkTranscript, DEFAULT_CHUNKING, type ChunkOptions } from './chunking.js'
import type { CallUsage, ModelSettings } from './model-settings.js'
import type { ModelSummary } from './model-output.js'
import { mapMessages, reduceMessages } from './summary-prompts.js'
import type { SummaryOptions, SummaryResult } from './summary-schema.js'
import { verifyModelSummary } from './verify-summary.js'

export type Progress =
  { stage: 'map'; current: number; total: number } | { stage: 'reduce'; current: number; total: number }

export interface ChunkRecord {
  index: number
  tokens: number
  startMs: number
  ms: number
  promptTokens: number
  completionTokens: number
  attempts: number
}

export interface LlmSummaryDeps {
  settings: ModelSettings
  chunking?: ChunkOptions
  instructions?: string
  onProgress?: (p: Progress) => void | Promise<void>
  onCall?: (usage: CallUsage) => void
  signal?: AbortSignal
  wait?: Sleep
}

export interface LlmSummaryOutput {
  result: SummaryResult
  chunks: ChunkRecord[]
  calls: CallUsage[]
}

/**
 * Map-reduce over token-budget chunks: each chunk is summarized from the source, then the partial results
 * are combined (in groups when there are many, so the combination itself fits the budget). Quotes are then
 * checked against the source; speaker statistics are counted here, never asked of the model.
 */
export async function llmSummary(
  segments: Segment[],
  options: SummaryOptions,
  deps: LlmSummaryDeps,
): Promise<LlmSummaryOutput> {
  const { settings, signal } = deps
  await checkLlmBaseUrlResolved(settings.baseUrl, settings.allowPrivate)
  const { chunks } = chunkTranscript(segments, deps.chunking ?? DEFAULT_CHUNKING)
  const calls: CallUsage[] = []
  const records: ChunkRecord[] = []
  const call = async (
    stage: 'map' | 'reduce',
    chunk: number | null,
    messages: Parameters<typeof callForSummary>[1],
  ) => {
    const started = performance.now()
    const before = calls.length
    const out = await callForSummary(
      settings,
      messages,
      (r) => {
        const usage: CallUsage = {
          stage,
          chunk,
          model: r.model,
          promptTokens: r.promptTokens,
          completionTokens: r.completionTokens,
          ms: 0,
          attempts: 1,
        }
        calls.push(usage)
        deps.onCall?.(usage)
      },
      signal,
      deps.wait ?? sleep,
    )
    const ms = Math.round(performance.now() - started)
    const mine = calls.slice(before)
    mine.forEach((c) => {
      c.ms = Math.round(ms / mine.length)
    })
    return {
      ...out,
      ms,
      promptTokens: mine.reduce((a, c) => a + c.promptTokens, 0),
      completionTokens: mine.reduce((a, c) => a + c.completionTokens, 0),
    }
  }

  let partials: ModelSummary[] = []
  for (const chunk of chunks) {
    await deps.onProgress?.({ stage: 'map', current: chunk.index + 1, total: chunks.length })
    const out = await call(
      'map',
      chunk.index,
      mapMessages(options, { index: chunk.index, total: chunks.length, text: chunk.text }, deps.instructions),
    )
    partials.push(out.value)
    records.push({
      index: chunk.index,
      tokens: chunk.tokens,
      startMs: chunk.startMs,
      ms: out.ms,
      promptTokens: out.promptTokens,
      completionTokens: out.completionTokens,
      attempts: out.attempts,
    })
  }
  // Combine in groups of at most `fan` partials until one is left.
  const fan = 8
  let round = 0
  while (partials.length > 1) {
    round++
    const next: ModelSummary[] = []
    for (let i = 0; i < partials.length; i += fan) {
      const group = partials.slice(i, i + fan)
      if (group.length === 1) {
        next.push(group[0])
        continue
      }
      await deps.onProgress?.({
        stage: 'reduce',
        current: round,
        total: Math.max(1, Math.ceil(Math.log(chunks.length) / Math.log(fan))),
      })
      next.push((await call('reduce', null, reduceMessages(options, group, deps.instructions))).value)
    }
    partials = next
  }
  const merged = partials[0]
  const f = analyseTranscript(segments)
  const speakers = options.sections.includes('speakers')
    ? speakerStats(f).map((s) => ({
        speaker: s.speaker,
        talkTimeMs: s.talkTimeMs,
        sharePct: s.sharePct,
        words: s.words,
        turns: s.turns,
        questions: s.questions,
      }))
    : []
  const result = verifyModelSummary(
    segments,
    merged,
    options,
    speakers,
    options.language === 'source' ? f.language : options.language,
  )
  return { result, chunks: records, calls }
}
