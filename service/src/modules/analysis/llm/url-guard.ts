import { promises as dns } from 'node:dns'
import { isIP } from 'node:net'
import { LlmEngineError } from './errors.js'

/**
 * IPv4 ranges an LLM URL must not reach (SSRF targets): this network, private, CGNAT, loopback, link-local,
 * IETF protocol assignments, documentation, benchmarking (198.18.0.0/15), multicast, reserved and broadcast.
 */
function privateV4(ip: string): boolean {
  const [a, b, c] = ip.split('.').map(Number)
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 /* multicast 224/4, reserved 240/4, broadcast */ ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  )
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail folded into two groups). */
function groupsOf(ip: string): number[] {
  let v = ip.toLowerCase().replace(/%.*$/, '')
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(v)
  if (tail) {
    const [x, y, z, w] = tail.slice(1).map(Number)
    v = v.slice(0, tail.index) + `${((x << 8) | y).toString(16)}:${((z << 8) | w).toString(16)}`
  }
  const [head, rest] = v.split('::')
  const h = head ? head.split(':') : []
  const r = rest === undefined ? [] : rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - h.length - r.length).fill('0')
  return [...h, ...zeros, ...r].map((g) => parseInt(g, 16))
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`

function privateV6(ip: string): boolean {
  const g = groupsOf(ip)
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0)
  if (zeroUpTo(6)) return true // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (zeroUpTo(5) && g[5] === 0xffff) return privateV4(v4Of(g[6], g[7])) // IPv4-mapped
  if (g[0] === 0x64 && g[1] === 0xff9b) return g[2] === 1 || privateV4(v4Of(g[6], g[7])) // NAT64, and its local-use /48
  if (g[0] === 0x2002) return privateV4(v4Of(g[1], g[2])) // 6to4 carries an IPv4 address
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return true // Teredo, documentation
  return (
    (g[0] & 0xfe00) === 0xfc00 /* fc00::/7 */ ||
    (g[0] & 0xffc0) === 0xfe80 /* fe80::/10 */ ||
    (g[0] & 0xff00) === 0xff00
  ) /* multicast */
}

export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip)
  return kind === 4 ? privateV4(ip) : kind === 6 ? privateV6(ip) : false
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
