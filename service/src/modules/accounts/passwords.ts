import { Algorithm, hash, verify } from '@node-rs/argon2'
import { MIN_STRENGTH_SCORE, weakPasswordReason } from './password-strength.js'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, OPTIONS)

// Verifying against this when the account does not exist keeps the answer time the same either way.
let dummyHash: Promise<string> | undefined
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('debrief-timing-equaliser')
  try {
    return await verify(passwordHash ?? (await dummyHash), password)
  } catch {
    return false
  }
}

/** The one password rule (registration, reset, change); the web reads it from GET /api/auth/password-policy. */
export const PASSWORD_POLICY = {
  minLength: 10,
  maxLength: 1024,
  notContainingEmail: true,
  refusesCommonPasswords: true,
  minStrengthScore: MIN_STRENGTH_SCORE,
} as const

/**
 * The rule: at least `minLength` characters, not containing the e-mail (or its local part), and not a common,
 * repetitive or otherwise easily guessed password (`password-strength.ts`; the name and e-mail count as known words).
 */
export function passwordProblems(password: string, email: string, fullName = ''): string[] {
  const problems: string[] = []
  if (password.length < PASSWORD_POLICY.minLength)
    problems.push(`Password must be at least ${PASSWORD_POLICY.minLength} characters long`)
  const lower = password.toLowerCase()
  const mail = email.toLowerCase()
  const local = mail.split('@')[0] ?? ''
  if (lower.includes(mail) || (local.length >= 3 && lower.includes(local)))
    problems.push('Password must not contain your email')
  if (problems.length === 0) {
    const weak = weakPasswordReason(password, [mail, local, ...fullName.toLowerCase().split(/\s+/), 'debrief'])
    if (weak) problems.push(weak)
  }
  return problems
}
