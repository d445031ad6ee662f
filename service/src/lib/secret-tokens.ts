import { createHash, randomBytes } from 'node:crypto'

/** An unguessable 256-bit token for a cookie or a link; only its SHA-256 is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
