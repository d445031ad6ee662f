import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'

/** Sessions revoked within the last `seconds` (an access token's lifetime and a margin). */
export const recentlyRevokedSessions = async (db: Handle, seconds: number): Promise<string[]> =>
  (
    await db
      .selectFrom('sessions')
      .select('id')
      .where('revoked_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .execute()
  ).map((r) => r.id)
