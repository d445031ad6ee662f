import type { SelfInterviewAnswerRow } from '../../db/tables/self-interviews.js'
import type { Work } from '../billing/index.js'

/**
 * A recorded answer's transcription while it waits: its minutes estimated from the time the candidate spent on
 * the question (opened to submitted, at least one), priced as transcription minutes. The usage row the job
 * writes (`transcription:<answer>`) settles it.
 */
export function transcriptionWork(
  a: Pick<SelfInterviewAnswerRow, 'id' | 'org_id' | 'opened_at'>,
  submittedAt: Date,
  model: string,
): Work {
  const seconds = a.opened_at ? Math.max(0, (submittedAt.getTime() - a.opened_at.getTime()) / 1000) : 60
  const key = `transcription:${a.id}`
  return {
    orgId: a.org_id,
    owner: key,
    items: [{ kind: 'transcription-minutes', model, quantity: Math.max(1, Math.ceil(seconds / 60)), usageKey: key }],
  }
}
