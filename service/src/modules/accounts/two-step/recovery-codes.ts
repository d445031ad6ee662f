import { createHash, randomBytes } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
// Crockford-style alphabet without look-alikes (0/O, 1/I/L): codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function randomChars(n: number): string {
  // Rejection sampling keeps every character equally likely.
  let out = ''
  while (out.length < n) {
    for (const byte of randomBytes(n * 2)) {
      if (byte < 256 - (256 % ALPHABET.length) && out.length < n) out += ALPHABET[byte % ALPHABET.length]
    }
  }
  return out
}

/** Ten single-use codes like `k7m2q-x9p4t` (about 49 bits each): shown once, stored only as hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChars(5)}-${randomChars(5)}`)
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code))

// The codes are random, not chosen by people, so a fast hash is enough (no dictionary to attack).
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`debrief-recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex')
