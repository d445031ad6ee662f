import { promises as dns } from 'node:dns'
import { isIP } from 'node:net'
import { LlmEngineError } from './errors.js'

/** Private, loopback, link-local, CGNAT and unspecified IPv4 ranges (SSRF targets). */
function privateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number)
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
}

function privateV6(ip: string): boolean {
  const v = ip.toLowerCase()
  if (v === '::1' || v === '::') return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v)
  if (mapped) return privateV4(mapped[1])
  // WHATWG URL normalises "::ffff:127.0.0.1" to "::ffff:7f00:1".
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v)
  if (hex) {
    const hi = parseInt(hex[1], 16)
    const lo = parseInt(hex[2], 16)
    return privateV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`)
  }
  const first = parseInt(v.split(':')[0] || '0', 16)
  return (first & 0xfe00) === 0xfc00 /* fc00::/7 */ || (first & 0xffc0) === 0xfe80 /* fe80::/10 */
}

export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip)
  return kind === 4 ? privateV4(ip) : kind === 6 ? privateV6(ip) : false
}

function hostOf(url: string): string {
  let parsed: URL
  try { parsed = new URL(url) } catch { throw new LlmEngineError('forbidden-url', `Invalid LLM base URL: ${url}`) }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new LlmEngineError('forbidden-url', `LLM base URL must be http(s), got ${parsed.protocol}`)
  return parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase()
}

/** Synchronous allow-list check of the URL itself: scheme, literal private addresses and localhost names. */
export function checkLlmBaseUrl(url: string, allowPrivate: boolean): void {
  const host = hostOf(url)
  if (allowPrivate) return
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)) {
    throw new LlmEngineError('forbidden-url', `LLM base URL points to a private or loopback address (${host})`)
  }
}

/**
 * Resolves a DNS name and rejects it when any address is private (a public name can point inside).
 * The HTTP client resolves again when connecting; that rebinding window is accepted for an admin-set URL.
 */
export async function checkLlmBaseUrlResolved(url: string, allowPrivate: boolean, lookup: typeof dns.lookup = dns.lookup): Promise<void> {
  checkLlmBaseUrl(url, allowPrivate)
  const host = hostOf(url)
  if (allowPrivate || isIP(host)) return
  let addresses: { address: string }[]
  try {
    addresses = await lookup(host, { all: true })
  } catch (err) {
    throw new LlmEngineError('http', `Cannot resolve LLM host ${host}`, { cause: err })
  }
  const bad = addresses.find((a) => isPrivateAddress(a.address))
  if (bad) throw new LlmEngineError('forbidden-url', `LLM host ${host} resolves to a private address (${bad.address})`)
}
