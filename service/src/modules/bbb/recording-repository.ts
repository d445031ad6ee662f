import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { json } from '../../db/handle.js'
import '../../db/tables/bbb.js'

type Trx = Transaction<Database>

/** The conference's imported record id, its row locked for the import's transaction; undefined when it is gone. */
export const lockConferenceRecording = (trx: Trx, meetingId: string) =>
  trx
    .selectFrom('bbb_conferences')
    .select('record_id')
    .where('meeting_id', '=', meetingId)
    .forUpdate()
    .executeTakeFirst()

export async function saveConferenceRecording(
  trx: Trx,
  meetingId: string,
  recordId: string,
  playback: { type: string; url: string; length: number }[],
) {
  await trx
    .updateTable('bbb_conferences')
    .set({ record_id: recordId, playback: json(playback) })
    .where('meeting_id', '=', meetingId)
    .execute()
}
