import type { AnalysisEngine, EngineName } from '../../modules/analysis/index.js'

/** How this instance runs the job queue. Every instance on one database shares it. */
export interface JobSettings {
  /** Run workers and schedules here (off: this instance only enqueues, e.g. a web-only instance or a test). */
  work: boolean
  /** Jobs of each worked queue (analysis, summaries) this instance runs at once. */
  concurrency: number
  /** Attempts after the first … */
  retryLimit: number
  /** … each this much later (doubling when `retryBackoff`); unset, each queue keeps its own (transcription waits 30 s). */
  retryDelaySeconds?: number
  retryBackoff?: boolean
  /** Longest a single attempt may run before pg-boss fails it (and retries). */
  expireInSeconds: number
  /** A running analysis stamps its row this often … */
  heartbeatSeconds: number
  /** … and one without a stamp for this long is taken to have lost its process, and is retried. */
  staleAfterSeconds: number
  pollingIntervalSeconds: number
  /** On close, how long active jobs may finish before they are handed back to the queue. */
  shutdownTimeoutMs: number
  /** The analysis engine for a name; tests substitute slow or failing engines. */
  engineFor?: (name: EngineName) => AnalysisEngine
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  work: true,
  concurrency: 2,
  retryLimit: 3,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 10,
  staleAfterSeconds: 60,
  pollingIntervalSeconds: 2,
  shutdownTimeoutMs: 15_000,
}

/** `true` (the defaults), `false` (enqueue only: no workers, no schedules) or the defaults with some changed. */
export type JobsOption = boolean | Partial<JobSettings>

export function resolveJobSettings(jobs: JobsOption): JobSettings {
  return {
    ...DEFAULT_JOB_SETTINGS,
    ...(typeof jobs === 'object' ? jobs : {}),
    ...(jobs === false ? { work: false } : {}),
  }
}
