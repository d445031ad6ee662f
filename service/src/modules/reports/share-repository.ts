import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'

/** A new link replaces the report's previous ones: at most one live link per report. */
export async function createShare(
  trx: Handle,
  values: { orgId: string; reportId: string; tokenHash: string; expiresAt: Date; createdBy: string | null },
) {
  await revokeShares(trx, values.reportId)
  await trx
    .insertInto('report_shares')
    .values({
      org_id: values.orgId,
      report_id: values.reportId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_by: values.createdBy,
      revoked_at: null,
    })
    .execute()
}

export const revokeShares = (db: Handle, reportId: string) =>
  db
    .updateTable('report_shares')
    .set({ revoked_at: new Date() })
    .where('report_id', '=', reportId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()

/** The ready report behind a live token; unknown, expired and revoked tokens all answer undefined. */
export const findSharedReport = (db: Handle, tokenHash: string) =>
  db
    .selectFrom('report_shares as s')
    .innerJoin('reports as r', 'r.id', 's.report_id')
    .select([
      'r.kind',
      'r.title',
      'r.subject',
      'r.source_type',
      'r.source_title',
      'r.content',
      'r.summary',
      'r.language',
      'r.engine',
      'r.created_at',
      's.expires_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('r.status', '=', 'ready')
    .executeTakeFirst()
