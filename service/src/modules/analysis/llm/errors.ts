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

/** A redirect from the model URL: a configuration error (the URL to set is elsewhere), never retried or followed. */
export function redirectError(res: Response): LlmEngineError {
  void res.body?.cancel()
  const to = res.headers.get('location')
  return new LlmEngineError(
    'config',
    `The model URL answered with a redirect (HTTP ${res.status}${to ? ` to ${to.slice(0, 200)}` : ''}): set the model URL to the address it should call, redirects are not followed`,
    { status: res.status },
  )
}
