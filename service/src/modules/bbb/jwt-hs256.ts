import { createHmac, timingSafeEqual } from 'node:crypto'

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url')

/** HS256 as BigBlueButton signs its recording-ready callback (`signed_parameters`). */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

/** The payload when the token is HS256 and signed with `secret`; null otherwise (never throws on bad input). */
export function verifyHs256(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: string }
    // Only HS256: "none" or an asymmetric algorithm must never be accepted from the caller's header.
    if (header.alg !== 'HS256') return null
    const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest()
    const given = Buffer.from(parts[2], 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}
