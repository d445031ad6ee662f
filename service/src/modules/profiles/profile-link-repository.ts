import { sql } from 'kysely'
import type { ParticipantJson } from '../../db/schema.js'
import { json, type Handle } from '../../db/handle.js'

/**
 * The digital profile a report about `subject` belongs to: the profile the meeting's matching participant
 * links to, else the organization's profile of that name, else a new one. The participant then links to
 * it, so merges can move participations. Call inside the transaction that marks the report ready.
 */
export async function resolveProfile(
  trx: Handle,
  orgId: string,
  subject: string,
  meetingId: string | null,
): Promise<string> {
  const name = subject.trim()
  const meeting = meetingId
    ? await trx
        .selectFrom('meetings')
        .select('participants')
        .where('id', '=', meetingId)
        .where('org_id', '=', orgId)
        .executeTakeFirst()
    : undefined
  const participants: ParticipantJson[] = meeting?.participants ?? []
  const participant = participants.find((p) => p.name.trim().toLowerCase() === name.toLowerCase())
  let profileId: string | undefined
  if (participant?.profileId) {
    profileId = (
      await trx
        .selectFrom('digital_profiles')
        .select('id')
        .where('id', '=', participant.profileId)
        .where('org_id', '=', orgId)
        .executeTakeFirst()
    )?.id
  }
  if (!profileId) {
    // Two reports about a new person finishing at once must not create two profiles.
    await sql`select pg_advisory_xact_lock(hashtext(${`profile:${orgId}:${name.toLowerCase()}`}))`.execute(trx)
    profileId = (
      await trx
        .selectFrom('digital_profiles')
        .select('id')
        .where('org_id', '=', orgId)
        .where(sql`lower(full_name)`, '=', name.toLowerCase())
        .orderBy('created_at')
        .executeTakeFirst()
    )?.id
  }
  profileId ??= (
    await trx
      .insertInto('digital_profiles')
      .values({ org_id: orgId, full_name: name, email: participant?.email ?? null, title: null, company: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  if (meeting && participant && participant.profileId !== profileId) {
    const linked = participants.map((p) => (p === participant ? { ...p, profileId } : p))
    await trx
      .updateTable('meetings')
      .set({ participants: json(linked) })
      .where('id', '=', meetingId!)
      .execute()
  }
  await trx.updateTable('digital_profiles').set({ updated_at: new Date() }).where('id', '=', profileId).execute()
  return profileId
}

/** A person's earlier ready reports (oldest first): the input of a digital-profile report. */
export async function profileHistory(db: Handle, orgId: string, subject: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('digital_profiles as p', 'p.id', 'r.profile_id')
    .select(['r.kind', 'r.created_at', 'r.content'])
    .where('r.org_id', '=', orgId)
    .where('r.status', '=', 'ready')
    .where('r.kind', '!=', 'digital-profile')
    .where(sql`lower(p.full_name)`, '=', subject.trim().toLowerCase())
    .orderBy('r.created_at')
    .limit(50)
    .execute()
}
