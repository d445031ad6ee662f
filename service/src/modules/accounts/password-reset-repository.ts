import { sql, type Transaction } from 'kysely'
import type { Handle } from '../../db/handle.js'
import type { Database } from '../../db/schema.js'

type Trx = Transaction<Database>

/** Stores a reset (or invitation) link's token hash; the token itself only travels in the mail. */
export async function insertResetToken(db: Handle, accountId: string, tokenHash: string, expiresAt: Date) {
  await db
    .insertInto('password_reset_tokens')
    .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt })
    .execute()
}

/** The link's row and its account, locked for the reset's transaction (two tabs using one link: one wins). */
export function lockResetToken(trx: Trx, tokenHash: string) {
  return trx
    .selectFrom('password_reset_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['t.id', 't.account_id', 't.used_at', 't.expires_at', 'a.email', 'a.full_name', 'a.org_id'])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate('t')
    .executeTakeFirst()
}

/** One reset spends every outstanding link of the account (older mails, an invitation): none works after it. */
export async function spendResetTokens(trx: Trx, accountId: string) {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute()
}

/** The link came by mail, so following it proves the address too (how invited accounts get verified). */
export async function markEmailVerified(trx: Trx, accountId: string) {
  await trx
    .updateTable('accounts')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', accountId)
    .execute()
}
