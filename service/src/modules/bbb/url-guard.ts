import { checkLlmBaseUrl, checkLlmBaseUrlResolved, LlmEngineError } from '../analysis/index.js'
import { BbbError } from './bbb-errors.js'

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return url
  }
}

// In the words of whoever registers a server: never the name of a setting they cannot see.
const PRIVATE =
  'The server address is on a private or loopback network, which this installation does not allow; use the server’s public address'
const SCHEME = 'The server address must be an http:// or https:// URL'

/**
 * What can be told from the address alone, at registration: http(s), and no literal private, loopback or
 * link-local address (unless the installation allows private servers). The name is not resolved here: a server
 * whose name does not resolve yet is registered and shown offline until it answers.
 */
export function checkBbbUrlShape(url: string, allowPrivate: boolean): void {
  try {
    checkLlmBaseUrl(url, allowPrivate)
  } catch (err) {
    throw translate(err, url)
  }
}

/**
 * Before every call to a server (each poll, each connection test): the shape again, and the name must resolve to
 * no private address (a public name can point inside).
 */
export async function checkBbbUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkLlmBaseUrlResolved(url, allowPrivate)
  } catch (err) {
    throw translate(err, url)
  }
}

function translate(err: unknown, url: string): BbbError {
  if (err instanceof LlmEngineError && err.code === 'forbidden-url')
    return new BbbError('forbidden-url', /private|loopback/.test(err.message) ? PRIVATE : SCHEME)
  if (err instanceof LlmEngineError && /resolve/.test(err.message))
    return new BbbError('network', `The name ${hostOf(url)} does not resolve to an address`)
  return new BbbError('network', err instanceof Error ? err.message : String(err))
}
