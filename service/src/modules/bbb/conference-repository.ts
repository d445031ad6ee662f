import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/bbb.js'
import { json, type Handle } from '../../db/handle.js'
import type { ServerRow } from './server-repository.js'

/** Young meetings count as at least this many users: raising a server's load at once spreads consecutive creates. */
export const RESERVED_LOAD = 15

/**
 * The enabled, online server with the lowest load among those an organization's meeting may use: its own
 * servers first (as a Scalelite tenant's meetings go to the tenant's servers), then the platform's shared ones;
 * never another organization's. A tag ending in `!` is required; a plain tag is preferred (servers carrying it
 * first). The chosen row is locked and its load raised in the same transaction.
 */
export async function pickServer(trx: Handle, orgId: string, tag?: string): Promise<ServerRow | undefined> {
  const name = tag?.replace(/!$/, '')
  const required = Boolean(tag?.endsWith('!'))
  let q = trx
    .selectFrom('bbb_servers')
    .selectAll()
    .where('state', '=', 'enabled')
    .where('online', '=', true)
    .where((eb) => eb.or([eb('org_id', '=', orgId), eb('org_id', 'is', null)]))
    .orderBy(sql`org_id IS NULL`, 'asc')
  if (name && required) q = q.where(sql<boolean>`${name} = ANY(tags)`)
  if (name && !required) q = q.orderBy(sql`${name} = ANY(tags)`, 'desc')
  const row = await q.orderBy('load', 'asc').orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst()
  if (row)
    await trx
      .updateTable('bbb_servers')
      .set({ load: sql`load + ${RESERVED_LOAD}` })
      .where('id', '=', row.id)
      .execute()
  return row
}

export const findConference = (db: Handle, meetingId: string, orgId: string | null) =>
  db
    .selectFrom('bbb_conferences')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .$if(orgId !== null, (q) => q.where('org_id', '=', orgId!))
    .executeTakeFirst()

export async function upsertConference(
  db: Handle,
  v: { meetingId: string; orgId: string; serverId: string; createTime: number; createdBy: string | null },
) {
  await db
    .insertInto('bbb_conferences')
    .values({
      meeting_id: v.meetingId,
      org_id: v.orgId,
      server_id: v.serverId,
      create_time: v.createTime,
      created_by: v.createdBy,
      playback: json([]),
    })
    .onConflict((oc) =>
      oc.column('meeting_id').doUpdateSet({
        server_id: v.serverId,
        create_time: v.createTime,
        status: 'live',
        ended_at: null,
        // Joining a running conference re-creates it (idempotent): its start, which the minutes count from, stays.
        started_at: sql`CASE WHEN bbb_conferences.status = 'live' THEN bbb_conferences.started_at ELSE now() END`,
      }),
    )
    .execute()
}

/**
 * Marks a live conference ended; answers the minutes it ran, or null when it was not live (a repeated end
 * callback), so the usage row is written once.
 */
export async function endConference(db: Handle, meetingId: string): Promise<{ orgId: string; minutes: number } | null> {
  const row = await db
    .updateTable('bbb_conferences')
    .set({ status: 'ended', ended_at: new Date() })
    .where('meeting_id', '=', meetingId)
    .where('status', '=', 'live')
    .returning(['org_id', sql<number>`ceil(extract(epoch FROM (now() - started_at)) / 60)::int`.as('minutes')])
    .executeTakeFirst()
  return row ? { orgId: row.org_id, minutes: Math.max(1, row.minutes) } : null
}

/** Wrong access codes a guest link takes before it locks (the organizer's new link unlocks it). */
export const GUEST_CODE_MAX_FAILURES = 5

/**
 * Checks a guest's access code against the link under a row lock, counting a wrong one: parallel guesses are
 * taken one at a time, so no more than GUEST_CODE_MAX_FAILURES are ever compared per link.
 */
export function checkGuestCode(db: Db, meetingId: string, matches: (code: string) => boolean) {
  return db.transaction().execute(async (trx): Promise<'ok' | 'wrong' | 'locked'> => {
    const row = await trx
      .selectFrom('bbb_conferences')
      .select(['access_code', 'guest_code_failures'])
      .where('meeting_id', '=', meetingId)
      .forUpdate()
      .executeTakeFirst()
    if (!row?.access_code) return 'ok'
    if (row.guest_code_failures >= GUEST_CODE_MAX_FAILURES) return 'locked'
    if (matches(row.access_code)) return 'ok'
    await trx
      .updateTable('bbb_conferences')
      .set({ guest_code_failures: sql`guest_code_failures + 1` })
      .where('meeting_id', '=', meetingId)
      .execute()
    return 'wrong'
  })
}

/** The name a person joins a conference under. */
export async function joinerName(db: Handle, accountId: string) {
  const me = await db
    .selectFrom('accounts')
    .select(['full_name', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  return me?.full_name || me?.email || 'Debrief user'
}

export async function setGuestLink(db: Handle, meetingId: string, hash: string | null, accessCode: string | null) {
  const res = await db
    .updateTable('bbb_conferences')
    // A new link (or none) starts the wrong-code count again.
    .set({ guest_token_hash: hash, access_code: accessCode, guest_code_failures: 0 })
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}
