import type { Segment } from '../../analysis/index.js'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { answersToSegments, findInterview, listAnswers } from '../../self-interviews/index.js'
import type { Handle } from '../../../db/handle.js'
/**
 * A self-interview as a summarizer source: its answers' text (typed, or the recording's transcript), one segment
 * per answered question spoken by the candidate, as the interview's own analysis reads them. Another
 * organization's interview is not found.
 */
export async function selfInterviewSource(
  db: Handle,
  id: string,
  orgId: string | null,
): Promise<{ title: string; segments: Segment[] }> {
  const row = await findInterview(db, id, orgId)
  if (!row) throw new NotFoundError('Self-interview not found')
  const segments = answersToSegments(row, await listAnswers(db, row.id)).map(({ speaker, startMs, endMs, text }) => ({
    speaker,
    startMs,
    endMs,
    text,
  }))
  if (!segments.length) throw new BadRequestError('The self-interview has no answer with text or a transcript yet')
  return { title: `Self-interview: ${row.candidate_name}`, segments }
}
