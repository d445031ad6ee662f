import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'

/**
 * The bytes each organization stores today: recordings and uploads (the recorder bot's files) and
 * self-interview media. Summed in PostgreSQL from the sizes recorded when each file was stored.
 */
export async function storedBytesByOrg(db: Handle): Promise<Array<{ orgId: string; bytes: number; files: number }>> {
  const r = await sql<{ org_id: string; bytes: string; files: string }>`
    SELECT org_id, sum(bytes)::bigint AS bytes, sum(files)::bigint AS files FROM (
      SELECT org_id, sum(size)::bigint AS bytes, count(*) AS files FROM rbot_files GROUP BY org_id
      UNION ALL
      SELECT org_id, sum(media_bytes)::bigint, count(*) FROM self_interview_answers WHERE media_path IS NOT NULL AND media_bytes > 0 GROUP BY org_id
    ) s GROUP BY org_id HAVING sum(bytes) > 0`.execute(db)
  return r.rows.map((x) => ({ orgId: x.org_id, bytes: Number(x.bytes), files: Number(x.files) }))
}
