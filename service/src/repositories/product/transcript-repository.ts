import type { Segment } from '../../domain/analysis/types.js'
import type { TranscriptsTable } from '../../db/schema.js'
import { json, type Handle } from './handle.js'

export type TranscriptFormat = TranscriptsTable['format']

import { speakersOf } from '../../domain/transcripts/speakers.js'

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
  return db
    .insertInto('transcripts')
    .values(row)
    .onConflict((oc) =>
      oc.column('meeting_id').doUpdateSet({
        format: row.format,
        segments: row.segments,
        speakers: row.speakers,
        uploaded_by: row.uploaded_by,
        uploaded_at: row.uploaded_at,
      }),
    )
    .returning(['format', 'segments', 'speakers', 'uploaded_at'])
    .executeTakeFirstOrThrow()
}

export const findTranscript = (db: Handle, meetingId: string) =>
  db
    .selectFrom('transcripts')
    .select(['format', 'segments', 'speakers', 'uploaded_at'])
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst()

/**
 * Stores segments the parse worker already wrote as a binary jsonb value (a Buffer parameter goes to PostgreSQL
 * in binary format, as it is): the 20 MB case never becomes an object tree or a string on the request thread.
 * Returns only the upload time; the caller answers with the bytes it has.
 */
export async function saveTranscriptText(
  db: Handle,
  values: {
    meetingId: string
    orgId: string
    format: TranscriptFormat
    segmentsJsonb: Buffer
    speakers: string[]
    uploadedBy: string | null
  },
) {
  const row = {
    meeting_id: values.meetingId,
    org_id: values.orgId,
    format: values.format,
    segments: values.segmentsJsonb as never,
    speakers: values.speakers,
    uploaded_by: values.uploadedBy,
    uploaded_at: new Date(),
  }
  return db
    .insertInto('transcripts')
    .values(row)
    .onConflict((oc) =>
      oc.column('meeting_id').doUpdateSet({
        format: row.format,
        segments: row.segments,
        speakers: row.speakers,
        uploaded_by: row.uploaded_by,
        uploaded_at: row.uploaded_at,
      }),
    )
    .returning(['uploaded_at'])
    .executeTakeFirstOrThrow()
}
