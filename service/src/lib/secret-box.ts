import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM) for secrets the service must read back, such as TOTP seeds: a
 * database dump alone does not reveal them. The key is derived (HKDF-SHA256) from the JWT secret, which lives
 * outside the database (DATA_DIR/secrets.json or JWT_SECRET). Rotating that secret makes sealed values
 * unreadable: the owners then set up their two-step sign-in again.
 */
export interface SecretBox {
  /** `context` (e.g. the account id) is bound as associated data: a sealed value copied to another row fails to open. */
  seal(plain: string, context: string): string
  /** Throws when the value was tampered with, sealed for another context or under another key. */
  open(sealed: string, context: string): string
}

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox
  }
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export function createSecretBox(masterSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'debrief-secret-box', `debrief/${VERSION}/at-rest`, 32))
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.')
      if (version !== VERSION || !payload) throw new Error('Unknown sealed value format')
      const raw = Buffer.from(payload, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
    },
  }
}
