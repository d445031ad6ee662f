import { ConflictError } from '../../../lib/errors.js'
import type { MeetingValues, MeetingWithTranscript } from '../meeting-repository.js'
import { normalizeTags } from '../meeting-tags.js'
import type { UpdateMeetingBody } from '../schemas/meetings.js'

/** While an analysis runs the worker owns the status; a manual change would be overwritten or lost. */
export function assertMeetingEditable(row: MeetingWithTranscript, body: UpdateMeetingBody) {
  if (body.status && row.status === 'processing')
    throw new ConflictError('The meeting is being analyzed; its status changes when the analysis ends')
}

/** The PATCH body as column values (only the fields sent). */
export function meetingChanges(b: UpdateMeetingBody): Partial<MeetingValues> {
  return {
    ...(b.title !== undefined ? { title: b.title.trim() } : {}),
    ...(b.description !== undefined ? { description: b.description } : {}),
    ...(b.kind ? { kind: b.kind } : {}),
    ...(b.scheduledAt ? { scheduled_at: new Date(b.scheduledAt) } : {}),
    ...(b.durationMinutes ? { duration_minutes: b.durationMinutes } : {}),
    ...(b.status ? { status: b.status } : {}),
    ...(b.participants ? { participants: b.participants } : {}),
    ...(b.requestedKinds ? { requested_kinds: b.requestedKinds } : {}),
    ...(b.tags ? { tags: normalizeTags(b.tags) } : {}),
  }
}
