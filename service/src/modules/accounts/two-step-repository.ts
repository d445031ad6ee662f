import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import { hashRecoveryCode } from './two-step/recovery-codes.js'
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js'

type Handle = Db | Transaction<Database>

export const CHALLENGE_TTL_MS = 5 * 60 * 1000
export const CHALLENGE_MAX_ATTEMPTS = 5

/** A sign-in waiting for its second step: an unguessable token, stored hashed, good for 5 minutes. */
export async function createChallenge(db: Handle, accountId: string) {
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS)
  await db
    .insertInto('two_step_challenges')
    .values({ account_id: accountId, token_hash: hash, expires_at: expiresAt })
    .execute()
  return { challenge: token, expiresAt }
}

/** Locks the challenge row, so concurrent guesses against one challenge count one by one. */
export const lockChallenge = (trx: Transaction<Database>, token: string) =>
  trx
    .selectFrom('two_step_challenges')
    .select(['id', 'account_id', 'attempts', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .forUpdate()
    .executeTakeFirst()

export const countFailedAttempt = (db: Handle, challengeId: string) =>
  db
    .updateTable('two_step_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .execute()

export const consumeChallenge = (db: Handle, challengeId: string) =>
  db.updateTable('two_step_challenges').set({ used_at: new Date() }).where('id', '=', challengeId).execute()

/** Wrong codes for an account across all its challenges within a window: a fresh login must not reset the count. */
export async function recentFailures(db: Handle, accountId: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('two_step_challenges')
    .select(sql<number>`coalesce(sum(attempts), 0)`.as('n'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', new Date(Date.now() - windowMs))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function replaceRecoveryCodes(db: Handle, accountId: string, codes: string[]) {
  await db.deleteFrom('two_step_recovery_codes').where('account_id', '=', accountId).execute()
  await db
    .insertInto('two_step_recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: hashRecoveryCode(code) })))
    .execute()
}

/** Spends a recovery code: one statement, so two simultaneous uses of one code cannot both succeed. */
export async function useRecoveryCode(db: Handle, accountId: string, code: string): Promise<boolean> {
  const row = await db
    .updateTable('two_step_recovery_codes')
    .set({ used_at: new Date() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Records the accepted step only if it moves forward, so a concurrent replay of the same code loses. */
export async function advanceTotpStep(db: Handle, accountId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function disableTwoStep(db: Handle, accountId: string) {
  await db
    .updateTable('accounts')
    .set({
      totp_enabled: false,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      updated_at: new Date(),
    })
    .where('id', '=', accountId)
    .execute()
  await db.deleteFrom('two_step_recovery_codes').where('account_id', '=', accountId).execute()
}
