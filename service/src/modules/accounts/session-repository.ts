import type { Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js'

export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
/**
 * Two tabs (or a retried request) refreshing with the same cookie at once: the second, within this window of
 * the first use and before the session refreshed again, gets its own new token instead of revoking the
 * session. Later, or once the successor was used, a reused token still means theft.
 */
export const REFRESH_GRACE_MS = 10_000

type Handle = Db | Transaction<Database>

async function issueRefreshToken(db: Handle, sessionId: string): Promise<string> {
  const { token, hash } = newSecretToken()
  await db
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: hash, expires_at: new Date(Date.now() + REFRESH_TTL_MS) })
    .execute()
  return token
}

export async function createSession(db: Db, accountId: string, userAgent: string | null, ip: string | null) {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('sessions')
      .values({ account_id: accountId, user_agent: userAgent?.slice(0, 300) ?? null, ip })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.updateTable('accounts').set({ last_sign_in_at: new Date() }).where('id', '=', accountId).execute()
    return { sessionId: session.id, refreshToken: await issueRefreshToken(trx, session.id) }
  })
}

export type RotateResult =
  { kind: 'ok'; sessionId: string; accountId: string; refreshToken: string } | { kind: 'reused' } | { kind: 'invalid' }

/** Whether the session went on refreshing after `since`: then an old token coming back is a replay, not a race. */
const usedSince = async (db: Handle, sessionId: string, since: Date) =>
  Boolean(
    await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('used_at', '>', since)
      .executeTakeFirst(),
  )

/**
 * Rotates a refresh token. A token that was already used means it was stolen or replayed: the whole
 * session is revoked, so both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select(['r.id', 'r.used_at', 'r.expires_at', 's.id as session_id', 's.account_id', 's.revoked_at'])
      .where('r.token_hash', '=', hashToken(token))
      .forUpdate('r')
      .executeTakeFirst()
    if (!row || row.revoked_at) return { kind: 'invalid' as const }
    if (
      row.used_at &&
      Date.now() - row.used_at.getTime() < REFRESH_GRACE_MS &&
      row.expires_at.getTime() > Date.now() &&
      !(await usedSince(trx, row.session_id, row.used_at))
    ) {
      return {
        kind: 'ok' as const,
        sessionId: row.session_id,
        accountId: row.account_id,
        refreshToken: await issueRefreshToken(trx, row.session_id),
      }
    }
    if (row.used_at) {
      await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', row.session_id).execute()
      return { kind: 'reused' as const }
    }
    if (row.expires_at.getTime() < Date.now()) return { kind: 'invalid' as const }
    await trx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', row.id).execute()
    await trx.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', row.session_id).execute()
    return {
      kind: 'ok' as const,
      sessionId: row.session_id,
      accountId: row.account_id,
      refreshToken: await issueRefreshToken(trx, row.session_id),
    }
  })
}

export const revokeSession = (db: Handle, sessionId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()

export const revokeAccountSessions = (db: Handle, accountId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute()

export async function sessionOfRefreshToken(db: Handle, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row?.session_id
}

/** Whose session it is (for the sign-out's audit line). */
export const findSessionOwner = (db: Handle, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.org_id', 'a.email'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst()
