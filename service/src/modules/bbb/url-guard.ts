import { checkLlmBaseUrlResolved, LlmEngineError } from '../analysis/index.js'
import { BbbError } from './bbb-errors.js'

/**
 * The LLM URL guard applied to a BigBlueButton server URL: http(s) only, and no private, loopback or
 * link-local address (nor a name resolving to one) unless BBB_ALLOW_PRIVATE is set.
 */
export async function checkBbbUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkLlmBaseUrlResolved(url, allowPrivate)
  } catch (err) {
    if (err instanceof LlmEngineError && err.code === 'forbidden-url') {
      throw new BbbError(
        'forbidden-url',
        /private|loopback/.test(err.message)
          ? 'The server URL points to a private or loopback address (allowed only with BBB_ALLOW_PRIVATE)'
          : 'The server URL must be an http or https URL',
      )
    }
    throw new BbbError('network', err instanceof Error ? err.message.replace('LLM host', 'Server host') : String(err))
  }
}
