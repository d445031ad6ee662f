export type LlmErrorCode = 'timeout' | 'invalid-output' | 'http' | 'forbidden-url' | 'config'

/** A typed failure of the llm engine; `code` lets the jobs layer decide whether to retry or fail the report. */
export class LlmEngineError extends Error {
  readonly code: LlmErrorCode
  readonly status?: number
  constructor(code: LlmErrorCode, message: string, opts: { status?: number; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.name = 'LlmEngineError'
    this.code = code
    this.status = opts.status
  }
}
