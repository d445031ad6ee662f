import type { Segment } from '../analysis/index.js'
import type { TranscriptsTable } from '../../db/schema.js'
import { sql } from 'kysely'
import { json, type Handle } from '../../db/handle.js'
import '../../db/tables/transcript-uploads.js'
import { fillMaskedLines } from './transcript-lines-repository.js'

export type TranscriptFormat = TranscriptsTable['format']

import { speakersOf } from './transcripts/speakers.js'

export { speakersOf }

/** One transcript per meeting: a new upload replaces the previous one. */
export async function saveTranscript(
  db: Handle,
  values: {
    meetingId: string
    orgId: string
    format: TranscriptFormat
    segments: Segment[]
    uploadedBy: string | null
  },
) {
  const row = {
    meeting_id: values.meetingId,
    org_id: values.orgId,
    format: values.format,
    segments: json(values.segments),
    speakers: speakersOf(values.segments),
    uploaded_by: values.uploadedBy,
    uploaded_at: new Date(),
  }
  const saved = await db
    .insertInto('transcripts')
    .values(row)
    .onConflict((oc) =>
      // excluded.*: the segments go to PostgreSQL once, not a second time for the update.
      oc.column('meeting_id').doUpdateSet((eb) => ({
        format: eb.ref('excluded.format'),
        segments: eb.ref('excluded.segments'),
        speakers: eb.ref('excluded.speakers'),
        uploaded_by: eb.ref('excluded.uploaded_by'),
        uploaded_at: eb.ref('excluded.uploaded_at'),
      })),
    )
    .returning(['format', 'segments', 'speakers', 'uploaded_at'])
    .executeTakeFirstOrThrow()
  // The trigger has rebuilt the search lines; the masked form of those that may hold a sensitive value is ours.
  await fillMaskedLines(db, values.meetingId)
  return saved
}

export const findTranscript = (db: Handle, meetingId: string) =>
  db
    .selectFrom('transcripts')
    .select(['format', 'segments', 'speakers', 'uploaded_at'])
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst()

/**
 * Moves segments staged by `stageSegments` (the parse worker's binary jsonb, streamed in with COPY) into the
 * meeting's transcript and deletes the staging row, in the caller's transaction: the 20 MB case never becomes an
 * object tree, a string or a bind parameter on the request thread. Returns only the upload time; the caller
 * answers with the bytes it has. Undefined when the staged row is gone (it cannot be, short of a crash).
 */
export async function saveStagedTranscript(
  db: Handle,
  values: {
    meetingId: string
    orgId: string
    format: TranscriptFormat
    stagedId: string
    speakers: string[]
    uploadedBy: string | null
  },
) {
  const uploadedAt = new Date()
  const row = await db
    .insertInto('transcripts')
    .columns(['meeting_id', 'org_id', 'format', 'segments', 'speakers', 'uploaded_by', 'uploaded_at'])
    .expression((eb) =>
      eb
        .selectFrom('transcript_uploads')
        .select([
          eb.val(values.meetingId).as('meeting_id'),
          eb.val(values.orgId).as('org_id'),
          eb.val(values.format).as('format'),
          'segments',
          sql<string[]>`${values.speakers}::text[]`.as('speakers'),
          eb.val(values.uploadedBy).as('uploaded_by'),
          eb.val(uploadedAt).as('uploaded_at'),
        ])
        .where('id', '=', values.stagedId),
    )
    .onConflict((oc) =>
      oc.column('meeting_id').doUpdateSet((eb) => ({
        format: eb.ref('excluded.format'),
        segments: eb.ref('excluded.segments'),
        speakers: eb.ref('excluded.speakers'),
        uploaded_by: eb.ref('excluded.uploaded_by'),
        uploaded_at: eb.ref('excluded.uploaded_at'),
      })),
    )
    .returning(['uploaded_at'])
    .executeTakeFirst()
  await db.deleteFrom('transcript_uploads').where('id', '=', values.stagedId).execute()
  if (row) await fillMaskedLines(db, values.meetingId)
  return row
}
