import {
  getEngine,
  EXAMPLE_KIND_SAMPLES,
  readSample,
  SAMPLE_TRANSCRIPTS,
  REPORT_KINDS,
  type ReportKind,
} from '../analysis/index.js'
import { KIND_TITLES } from '../report-kinds/index.js'
import { parseTranscript } from '../meetings/index.js'
import type { Static } from '@sinclair/typebox'
import type { ReportExampleSchema } from './schemas/report-examples.js'
export type ReportExample = Static<typeof ReportExampleSchema>

/** One example: the builtin engine run over the kind's bundled sample transcript, nothing hand-written. */
async function buildExample(kind: ReportKind): Promise<ReportExample> {
  const sampleId = EXAMPLE_KIND_SAMPLES[kind]
  const sample = SAMPLE_TRANSCRIPTS.find((s) => s.id === sampleId)
  if (!sample) throw new Error(`No bundled sample "${sampleId}" for ${kind} examples`)
  const segments = parseTranscript(readSample(sample.id), sample.format)
  const language = sample.language === 'ru' ? 'ru' : 'en'
  const output = await getEngine('builtin').analyze({
    kind,
    segments,
    language,
    ...(sample.subject ? { subject: sample.subject } : {}),
  })
  return {
    kind,
    title: `${KIND_TITLES[kind]}: ${sample.subject ?? sample.title}`,
    sample: { id: sample.id, title: sample.title, language: sample.language },
    summary: output.summary,
    content: output.content,
    segments,
  } as ReportExample // the builtin engine's content for `kind`, held to the kind's schema by its builder's type
}

let cache: Promise<ReportExample[]> | undefined

/** Computed once per process (the samples and the engine are fixed), on first request. */
export function reportExamples(): Promise<ReportExample[]> {
  cache ??= Promise.all(REPORT_KINDS.map(buildExample)).catch((error) => {
    cache = undefined // a failure is not cached: the next request tries again
    throw error
  })
  return cache
}
