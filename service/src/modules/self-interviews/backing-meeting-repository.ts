import type { Handle } from '../../db/handle.js'
import { json } from '../../db/handle.js'
import type { SelfInterviewRow } from '../../db/tables/self-interviews.js'

/**
 * The meeting a completed interview's answers become (the analysis pipeline works on meetings): ended, with
 * the candidate as its one participant. It is not listed among the organization's meetings.
 */
export async function insertBackingMeeting(
  trx: Handle,
  row: SelfInterviewRow,
  m: { id: string; title: string; startedAt: Date; kinds: string[] },
) {
  await trx
    .insertInto('meetings')
    .values({
      id: m.id,
      org_id: row.org_id,
      title: m.title,
      description: `Answers to "${row.question_set_name}" (v${row.question_set_version}).`,
      kind: 'interview',
      scheduled_at: m.startedAt,
      duration_minutes: Math.max(1, Math.ceil((Date.now() - m.startedAt.getTime()) / 60_000)),
      status: 'ended',
      participants: json([
        {
          name: row.candidate_name,
          email: row.candidate_email,
          role: 'candidate',
          ...(row.profile_id ? { profileId: row.profile_id } : {}),
        },
      ]),
      requested_kinds: m.kinds,
      created_by: row.created_by,
    } as never)
    .execute()
}

/** The analysis' reports name the interview as their source (not the hidden meeting). */
export async function attributeReports(trx: Handle, analysisId: string, row: SelfInterviewRow, sourceTitle: string) {
  await trx
    .updateTable('reports')
    .set({ source_type: 'self-interview', source_id: row.id, source_title: sourceTitle, profile_id: row.profile_id })
    .where('analysis_id', '=', analysisId)
    .execute()
}
