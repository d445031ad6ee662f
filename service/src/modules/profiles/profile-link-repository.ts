import { sql } from 'kysely'
import type { ParticipantJson } from '../../db/schema.js'
import { json, type Handle } from '../../db/handle.js'

/**
 * The digital profile a report about `subject` belongs to. Matched on e-mail when the meeting's participant has one:
 * the profile the participant links to, else the organization's profile with that e-mail, else a new one. A name
 * alone never merges two people when an e-mail tells them apart ("Daniel Carter <daniel.carter@example.net>" is
 * not folded into a seeded "Daniel Carter" without one): the new profile keeps the namesake as a suggestion the
 * user confirms or dismisses. Without an e-mail on either side the name is all there is, and matches as before.
 * The participant then links to the profile, so merges can move participations. Call inside the transaction that
 * marks the report ready.
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
  const email = participant?.email?.trim().toLowerCase() || null
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
  let namesake: string | undefined
  if (!profileId) {
    // Two reports about a new person finishing at once must not create two profiles.
    const key = email ? `email:${email}` : `name:${name.toLowerCase()}`
    await sql`select pg_advisory_xact_lock(hashtext(${`profile:${orgId}:${key}`}))`.execute(trx)
    if (email)
      profileId = (
        await trx
          .selectFrom('digital_profiles')
          .select('id')
          .where('org_id', '=', orgId)
          .where(sql`lower(email)`, '=', email)
          .orderBy('created_at')
          .executeTakeFirst()
      )?.id
    // A profile of the same name: the same person only when no e-mail tells them apart, else a suggestion.
    const sameName = profileId
      ? undefined
      : await trx
          .selectFrom('digital_profiles')
          .select(['id', 'email'])
          .where('org_id', '=', orgId)
          .where(sql`lower(full_name)`, '=', name.toLowerCase())
          .orderBy(sql`email is null`, email ? 'asc' : 'desc')
          .orderBy('created_at')
          .executeTakeFirst()
    if (sameName && !email && !sameName.email) profileId = sameName.id
    else namesake = sameName?.id
  }
  profileId ??= (
    await trx
      .insertInto('digital_profiles')
      .values({
        org_id: orgId,
        full_name: name,
        email: participant?.email?.trim() || null,
        title: null,
        company: null,
        suggested_same_as: namesake ?? null,
      })
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
