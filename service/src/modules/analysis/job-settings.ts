import type { AnalysisEngine, EngineName } from './types.js'

/** How this instance runs the analysis queue. Every instance on one database shares the queue. */
export interface JobSettings {
  /** Run workers here (off: this instance only enqueues, e.g. a web-only instance or a test). */
  work: boolean
  /** Jobs this instance runs at once. */
  concurrency: number
  /** Attempts after the first, each `retryDelaySeconds` later, doubling when `retryBackoff`. */
  retryLimit: number
  retryDelaySeconds: number
  retryBackoff: boolean
  /** Longest a single attempt may run before pg-boss fails it (and retries). */
  expireInSeconds: number
  /** A running job's worker stamps its analysis this often … */
  heartbeatSeconds: number
  /** … and an analysis without a stamp for this long is taken to have lost its process, and is retried. */
  staleAfterSeconds: number
  pollingIntervalSeconds: number
  /** On close, how long active jobs may finish before they are handed back to the queue. */
  shutdownTimeoutMs: number
  /** The engine for a name; tests substitute slow or failing engines. */
  engineFor?: (name: EngineName) => AnalysisEngine
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  work: true,
  concurrency: 2,
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 10,
  staleAfterSeconds: 60,
  pollingIntervalSeconds: 2,
  shutdownTimeoutMs: 15_000,
}
