/** Why a call to a BigBlueButton server failed, in a form the poller and the screens can tell apart. */
export type BbbErrorKind = 'checksum' | 'failed' | 'timeout' | 'network' | 'http' | 'parse' | 'forbidden-url'

export class BbbError extends Error {
  constructor(
    readonly kind: BbbErrorKind,
    message: string,
    readonly messageKey?: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'BbbError'
  }
}

/** The error in words for a person looking at the server's screen. */
export function describeBbbError(err: unknown): string {
  if (err instanceof BbbError) {
    if (err.kind === 'checksum') return 'checksum rejected by the server'
    return err.message
  }
  return err instanceof Error ? err.message : String(err)
}
