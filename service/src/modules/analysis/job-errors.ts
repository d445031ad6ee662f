import { LlmEngineError } from './llm/errors.js'

/** A failure no retry can fix (no transcript, unknown meeting): the analysis fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

/** Whether retrying could help: not for a missing configuration, a refused URL or a request the model rejects. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentJobError) return true
  if (error instanceof LlmEngineError) {
    if (error.code === 'config' || error.code === 'forbidden-url') return true
    if (
      error.code === 'http' &&
      error.status &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 408 &&
      error.status !== 429
    )
      return true
  }
  return false
}
