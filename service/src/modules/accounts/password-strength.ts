import { createRequire } from 'node:module'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * zxcvbn's score a new password must reach: 2 means more than 10^6 guesses, past the common-password lists
 * (1234567890, password123, iloveyou12), keyboard walks (qwertyuiop) and repetitions (aaaaaaaaaaaa) that the
 * estimator knows; with argon2id and the sign-in limits that is out of reach of online guessing (ASVS 6.2.4).
 */
export const MIN_STRENGTH_SCORE = 2

/**
 * Only the first characters are estimated: the estimator's matching grows steeply with length (a 256-character
 * keyboard walk costs about a second of CPU on the request thread), and a prefix this long that is strong is
 * enough; a weak one is weak whatever follows it.
 */
const ESTIMATED_PREFIX = 40

// The estimator and its dictionaries (about 55 modules) load at the first password checked, not with every process.
let estimator: ZxcvbnFactory | undefined
function estimatorOf(): ZxcvbnFactory {
  if (estimator) return estimator
  const require = createRequire(import.meta.url)
  const { ZxcvbnFactory: Factory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core')
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')
  return (estimator = new Factory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }))
}

/** Why the password is too guessable, or null: a common password, a repetition, a sequence, a keyboard walk. */
export function weakPasswordReason(password: string, userInputs: string[]): string | null {
  const result = estimatorOf().check(password.slice(0, ESTIMATED_PREFIX), userInputs.filter(Boolean))
  if (result.score >= MIN_STRENGTH_SCORE) return null
  const patterns = new Set(result.sequence.map((m) => m.pattern))
  if (patterns.has('repeat')) return 'Password must not be a repetition such as "aaaaaaaaaaaa" or "abcabcabcabc"'
  if (patterns.has('sequence') && patterns.size === 1) return 'Password must not be a sequence such as "1234567890"'
  if (patterns.has('spatial')) return 'Password must not be a keyboard pattern such as "qwertyuiop"'
  return 'Password is too common or too easy to guess; add words or characters that are not a known pattern'
}
