import { promises as dns } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { LlmEngineError } from './errors.js'

/** IANA's global unicast space (2000::/3): every IPv6 address outside it is reserved, special or not routed. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/**
 * The range an address falls in, as ipaddr.js classifies it from IANA's special-purpose registries ('unicast' for
 * an ordinary public address). An IPv4-mapped address is classified as the IPv4 address it carries; translation
 * prefixes (NAT64, 6to4, Teredo, IPv4-translated) are special ranges of their own and refused whatever they carry.
 */
export function addressRange(ip: string): string {
  const bare = ip.replace(/%.*$/, '')
  if (!isIP(bare) || !ipaddr.isValid(bare)) return 'invalid'
  let address = ipaddr.parse(bare)
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) address = address.toIPv4Address()
  const range = address.range()
  if (range !== 'unicast') return range
  if (address instanceof ipaddr.IPv6 && !address.match(GLOBAL_UNICAST_V6)) return 'reserved'
  return range
}

/** Anything but a public unicast address: the SSRF targets a model or BigBlueButton URL must not reach. */
export function isPrivateAddress(ip: string): boolean {
  return isIP(ip.replace(/%.*$/, '')) !== 0 && addressRange(ip) !== 'unicast'
}

function hostOf(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new LlmEngineError('forbidden-url', `Invalid LLM base URL: ${url}`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new LlmEngineError('forbidden-url', `LLM base URL must be http(s), got ${parsed.protocol}`)
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
export async function checkLlmBaseUrlResolved(
  url: string,
  allowPrivate: boolean,
  lookup: typeof dns.lookup = dns.lookup,
): Promise<void> {
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
