/**
 * The contract between transcripts, analysis engines and reports. Engines are pure: they read a
 * transcript (and context such as the organization's rubric) and return report content; they never
 * touch the database or HTTP.
 */
import type { ModelCallTrace } from '../model-calls/index.js'

/** One utterance of a transcript. Times in milliseconds from the start of the recording. */
export interface Segment {
  speaker: string
  startMs: number
  endMs: number
  text: string
}

/** Every claim of a report carries evidence: a verbatim quote of `speaker`'s segment starting at `startMs`. */
export interface Evidence {
  quote: string
  speaker: string
  startMs: number
}

export { REPORT_KINDS, type ReportKind, type EngineName } from '../report-kinds/index.js'
import type { EngineName, ReportKind } from '../report-kinds/index.js'
/** An organization-defined template for `alfa` reports and the rubric/competence models of recruiter and competence reports. */
export interface Criterion {
  id: string
  title: string
  weight: number
  keywords: string[]
}
export interface TemplateSection {
  id: string
  title: string
  criteria: Criterion[]
}

export interface EngineInput {
  kind: ReportKind
  segments: Segment[]
  /** The person the report is about (a speaker name in the transcript), when there is one. */
  subject?: string
  language?: 'en' | 'ru' | 'fr' | 'ar'
  /** The meeting's day (ISO date or timestamp): relative due dates ("by Friday") resolve against it. */
  meetingDate?: string
  /** recruiter: the organization's rubric; competence: its competence model; alfa: its template. */
  sections?: TemplateSection[]
  /** digital-profile: the person's earlier ready reports (kind + content) to aggregate. */
  history?: { kind: ReportKind; createdAt: string; content: Record<string, unknown> }[]
}

export interface EngineUsage {
  promptTokens: number
  completionTokens: number
  model: string
}

export interface EngineOutput {
  /** A short plain-text summary (extractive for builtin). */
  summary: string
  /** The kind-specific body; its shape is the kind's TypeBox schema. */
  content: Record<string, unknown>
  /** Present when an external model was called (llm engine): recorded as usage rows for the cost dashboards. */
  usage?: EngineUsage
}

export interface AnalysisEngine {
  name: EngineName
  /** `trace` says where the model calls' traces go and what they serve (the llm engine writes them). */
  analyze(input: EngineInput, signal?: AbortSignal, trace?: ModelCallTrace): Promise<EngineOutput>
}
