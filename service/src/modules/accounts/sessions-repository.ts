import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import { REFRESH_TTL_MS } from './session-repository.js'

type Handle = Db | Transaction<Database>

/**
 * Sessions that can still refresh: not revoked, and used within the refresh token's lifetime (every refresh
 * moves `last_used_at`, and an unused refresh token expires REFRESH_TTL after it was issued).
 */
export const listActiveSessions = (db: Handle, accountId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('last_used_at', '>', sql<Date>`now() - ${`${Math.floor(REFRESH_TTL_MS / 1000)} seconds`}::interval`)
    .orderBy('last_used_at', 'desc')
    .execute()

/** Revokes one of the account's own sessions; false when the id is not one of them (another account's, or gone). */
export async function revokeOwnSession(db: Handle, accountId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Signs out everywhere else, keeping the session making the call. */
export const revokeOtherSessions = (db: Handle, accountId: string, keepSessionId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute()
