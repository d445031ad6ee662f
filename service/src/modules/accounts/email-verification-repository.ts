import { sql, type Transaction } from 'kysely'
import type { Handle } from '../../db/handle.js'
import type { Database } from '../../db/schema.js'

type Trx = Transaction<Database>

/** Stores a verification link's token hash; the token itself only travels in the mail. */
export async function insertVerificationToken(db: Handle, accountId: string, tokenHash: string, expiresAt: Date) {
  await db
    .insertInto('email_verification_tokens')
    .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt })
    .execute()
}

/** The link's row and its account's address, locked for the verification's transaction. */
export function lockVerificationToken(trx: Trx, tokenHash: string) {
  return trx
    .selectFrom('email_verification_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['t.id', 't.account_id', 't.used_at', 't.expires_at', 'a.email'])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate('t')
    .executeTakeFirst()
}

export async function spendVerificationToken(trx: Trx, id: string) {
  await trx.updateTable('email_verification_tokens').set({ used_at: new Date() }).where('id', '=', id).execute()
}

/** Marks the address confirmed (an earlier confirmation time stays); answers the address and that time. */
export function confirmAccountEmail(trx: Trx, accountId: string) {
  return trx
    .updateTable('accounts')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', accountId)
    .returning(['email', 'email_verified_at'])
    .executeTakeFirstOrThrow()
}
