import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'
import '../../db/tables/transcript-lines.js'
import { maskText } from './sensitive/masks.js'

const BATCH = 500

/**
 * Gives the search index (`transcript_lines`, migration 0280) the masked form of every utterance its trigger left
 * pending (those that may hold a sensitive value), with the same masks as the transcript view: a masked search
 * never finds or quotes a value the masked transcript hides. Call in the transaction that wrote the transcript;
 * only the pending utterances come here, in batches, never the whole transcript.
 */
export async function fillMaskedLines(db: Handle, meetingId: string): Promise<void> {
  for (let after = -1; ;) {
    const rows = await db
      .selectFrom('transcript_lines')
      .select(['seq', 'text'])
      .where('meeting_id', '=', meetingId)
      .where('masked', 'is', null)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) return
    const seqs = rows.map((r) => r.seq)
    const masked = rows.map((r) => maskText(r.text).masked)
    await sql`UPDATE transcript_lines l SET masked = v.masked
      FROM unnest(${seqs}::int[], ${masked}::text[]) v(seq, masked)
      WHERE l.meeting_id = ${meetingId} AND l.seq = v.seq`.execute(db)
    after = seqs[seqs.length - 1]!
  }
}
