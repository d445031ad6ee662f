import type { Handle } from '../../db/handle.js'

/** The reports made from an interview's answers. */
export const reportsOfInterview = (trx: Handle, orgId: string, interviewId: string) =>
  trx
    .selectFrom('reports')
    .select(['id', 'kind', 'title', 'status'])
    .where('source_type', '=', 'self-interview')
    .where('source_id', '=', interviewId)
    .where('org_id', '=', orgId)
    .orderBy('created_at')
    .orderBy('kind')
    .execute()

export const analysisProgress = (trx: Handle, analysisId: string) =>
  trx
    .selectFrom('analyses')
    .select(['id', 'status', 'progress', 'error'])
    .where('id', '=', analysisId)
    .executeTakeFirst()
