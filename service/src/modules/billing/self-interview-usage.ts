import type { SelfInterviewAnswerRow, SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { recordUsage } from './record-usage.js'
import type { Handle } from '../../db/handle.js'

/**
 * The completed self-interview's usage row, in the completion's transaction: one `self-interviews` unit, with the
 * minutes the candidate spent answering (opened → submitted, per answer), how many of them were recorded, and the
 * bytes recorded. The key `self-interview:<id>` bills one interview once however often completion is retried.
 */
export async function recordSelfInterviewUsage(
  trx: Handle,
  row: Pick<SelfInterviewRow, 'id' | 'org_id'>,
  answers: SelfInterviewAnswerRow[],
  now: Date,
) {
  let seconds = 0
  let recordedSeconds = 0
  let recordedBytes = 0
  for (const a of answers) {
    if (!a.opened_at) continue
    const s = Math.max(0, ((a.submitted_at ?? now).getTime() - a.opened_at.getTime()) / 1000)
    seconds += s
    if (a.media_path) {
      recordedSeconds += s
      recordedBytes += a.media_bytes ?? 0
    }
  }
  return recordUsage(trx, {
    orgId: row.org_id,
    kind: 'self-interviews',
    idempotencyKey: `self-interview:${row.id}`,
    model: 'self-interview',
    quantity: 1,
    selfInterviewId: row.id,
    meta: {
      selfInterviewId: row.id,
      answers: answers.length,
      answeredMinutes: Math.ceil(seconds / 60),
      recordedAnswers: answers.filter((a) => a.media_path).length,
      recordedMinutes: Math.ceil(recordedSeconds / 60),
      recordedBytes,
    },
  })
}
