import { isPersonKind } from '../../report-kinds/index.js'
import type { AnalysisEngine, EngineInput, EngineOutput } from '../types.js'
import { analyseTranscript, resolveSubject, type TranscriptFeatures } from './features.js'
import { KIND_ENGINES } from '../kind-engines.js'
import type { AnyKindResult } from './kinds/kind-result.js'
import { maskedTranscript } from '../../meetings/index.js'
import { extractiveSummary } from './summary.js'
import { reportLang } from './verdicts/report-lang.js'

export { analyseTranscript } from './features.js'
export { maskText, maskedTranscript } from '../../meetings/index.js'
export { DEFAULT_ALFA_TEMPLATE, DEFAULT_COMPETENCE_MODEL, DEFAULT_RECRUITER_RUBRIC } from './default-models.js'

/** Runs one kind synchronously (the engine wraps it; the bench calls it directly). */
export function runBuiltin(input: EngineInput): EngineOutput {
  if (!input.segments.length) throw new Error('The transcript has no segments to analyse')
  const build: ((f: TranscriptFeatures, input: EngineInput) => AnyKindResult) | undefined =
    KIND_ENGINES[input.kind]?.builtin
  if (!build) throw new Error(`Unknown report kind: ${String(input.kind)}`)
  // Every kind reads the masked copy: one set of conversation metrics per meeting, and no sensitive value in any quote.
  const f = analyseTranscript(maskedTranscript(input.segments).segments)
  f.meetingDate = input.meetingDate ? input.meetingDate.slice(0, 10) : null
  const result = build(f, input)
  const about = isPersonKind(input.kind) ? resolveSubject(f, input.subject) : undefined
  const extract = extractiveSummary(result.features ?? f, about, reportLang(f, input))
  // Cloned because the content shares memoised pieces (overview, stats) with other kinds of the same transcript.
  return {
    summary: extract ? `${result.headline}\n${extract}` : result.headline,
    content: structuredClone(result.content),
  }
}

/** Offline and deterministic: the same input always yields the same output, with quoted evidence. */
export const builtinEngine: AnalysisEngine = {
  name: 'builtin',
  async analyze(input, signal) {
    signal?.throwIfAborted()
    return runBuiltin(input)
  },
}
