import type { Handle } from '../../db/handle.js'
import type { InterviewWithCounts } from './interview-repository.js'
import { findInterview } from './interview-repository.js'

/** The interviews asked for, each only where the caller's organization (null: any, for the superadmin) has it. */
export async function interviewsToCompare(db: Handle, ids: string[], orgId: string | null) {
  const rows: InterviewWithCounts[] = []
  for (const id of ids) {
    const row = await findInterview(db, id, orgId)
    if (row) rows.push(row)
  }
  return rows
}

/** Everything the comparison shows of those interviews, read in one snapshot by the caller's transaction. */
export async function comparisonFacts(trx: Handle, rows: InterviewWithCounts[]) {
  const ids = rows.map((r) => r.id)
  const answers = await trx
    .selectFrom('self_interview_answers')
    .select(['interview_id', 'question_id', 'text', 'transcript', 'media_path', 'submitted_at'])
    .where('interview_id', 'in', ids)
    .execute()
  const reports = await trx
    .selectFrom('reports')
    .select(['id', 'source_id', 'org_id', 'kind', 'title', 'content'])
    .where('source_type', '=', 'self-interview')
    .where('source_id', 'in', ids)
    .where('status', '=', 'ready')
    .orderBy('created_at')
    .orderBy('kind')
    .execute()
  const completed = await trx
    .selectFrom('self_interview_events')
    .select(['interview_id', (eb) => eb.fn.max('at').as('at')])
    .where('interview_id', 'in', ids)
    .where('kind', '=', 'completed')
    .groupBy('interview_id')
    .execute()
  return { answers, reports, completed }
}
