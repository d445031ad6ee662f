import type { TranscriptPrivacyTable } from '../../db/tables/transcript-privacy.js'
import type { Handle } from '../../db/handle.js'

export type { TranscriptPrivacyTable }

/** Whether the organization's transcript view masks sensitive values; masked unless an admin turned it off. */
export async function masksTranscripts(db: Handle, orgId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transcript_privacy')
    .select('mask_transcripts')
    .where('org_id', '=', orgId)
    .executeTakeFirst()
  return row?.mask_transcripts ?? true
}

export async function setMaskTranscripts(db: Handle, orgId: string, mask: boolean, accountId: string): Promise<void> {
  await db
    .insertInto('transcript_privacy')
    .values({ org_id: orgId, mask_transcripts: mask, updated_by: accountId, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('org_id').doUpdateSet({ mask_transcripts: mask, updated_by: accountId, updated_at: new Date() }),
    )
    .execute()
}

/** Every reveal is logged: who saw a meeting's transcript in clear, and when. */
export async function logReveal(db: Handle, orgId: string, meetingId: string, accountId: string): Promise<void> {
  await db
    .insertInto('transcript_reveals')
    .values({ org_id: orgId, meeting_id: meetingId, account_id: accountId })
    .execute()
}
