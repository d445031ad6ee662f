import type { Kysely } from 'kysely'
import type { AccountRow, Database } from '../../../db/schema.js'
import { advanceTotpStep, useRecoveryCode } from '../two-step-repository.js'
import type { SecretBox } from '../../../lib/secret-box.js'
import { looksLikeRecoveryCode } from './recovery-codes.js'
import { verifyTotp } from './totp.js'

type Account = Pick<AccountRow, 'id' | 'totp_enabled' | 'totp_secret' | 'totp_last_step'>

/**
 * Checks a second factor: a current authenticator code (accepted once) or an unused recovery code (spent
 * here). Returns which one matched, or null. `db` may be a transaction: spending happens with the caller's work.
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  account: Account,
  input: string,
): Promise<'totp' | 'recovery' | null> {
  if (!account.totp_enabled || !account.totp_secret) return null
  const code = input.trim()
  const digits = code.replace(/\s/g, '')
  if (/^\d{6}$/.test(digits)) {
    const step = await verifyTotp(box.open(account.totp_secret, account.id), digits, account.totp_last_step)
    return step !== null && (await advanceTotpStep(db, account.id, step)) ? 'totp' : null
  }
  if (looksLikeRecoveryCode(code) && (await useRecoveryCode(db, account.id, code))) return 'recovery'
  return null
}
