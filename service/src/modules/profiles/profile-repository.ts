import { sql } from 'kysely'
import type { DigitalProfileRow, DigitalProfilesTable } from '../../db/schema.js'
import type { ProfileListQuery, ProfileSummary } from './schemas.js'
import { direction, likePattern, type Handle } from '../../db/handle.js'

export type ProfileWithStats = DigitalProfileRow & { report_count: number; last_report_at: Date | null }

const SORT_COLUMNS = {
  fullName: sql`lower(p.full_name)`,
  updatedAt: sql`p.updated_at`,
  reportCount: sql.ref('report_count'),
} as const

const base = (db: Handle) =>
  db
    .selectFrom('digital_profiles as p')
    .selectAll('p')
    .select(sql<number>`(select count(*) from reports r where r.profile_id = p.id)`.as('report_count'))
    .select(sql<Date | null>`(select max(r.created_at) from reports r where r.profile_id = p.id)`.as('last_report_at'))

export const findProfile = (db: Handle, id: string, orgId: string | null) => {
  let q = base(db).where('p.id', '=', id)
  if (orgId) q = q.where('p.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<ProfileWithStats | undefined>
}

/** Which of `ids` are profiles of the organization (a participant may name only those). */
export const profileIdsInOrg = async (db: Handle, orgId: string, ids: string[]): Promise<string[]> =>
  (
    await db.selectFrom('digital_profiles').select('id').where('org_id', '=', orgId).where('id', 'in', ids).execute()
  ).map((r) => r.id)

/** Locks the profiles in id order (two opposite merges cannot deadlock), only the organization's when scoped. */
export async function lockProfiles(trx: Handle, ids: string[], orgId: string | null) {
  let lock = trx
    .selectFrom('digital_profiles')
    .select('id')
    .where('id', 'in', [...ids].sort())
    .orderBy('id')
    .forUpdate()
  if (orgId) lock = lock.where('org_id', '=', orgId)
  await lock.execute()
}

/** One round trip: the page and the total through a window count. */
export async function listProfiles(
  db: Handle,
  orgId: string | null,
  query: ProfileListQuery,
): Promise<{ rows: ProfileWithStats[]; total: number }> {
  let q = base(db).select(sql<number>`count(*) over()`.as('total_count'))
  if (orgId) q = q.where('p.org_id', '=', orgId)
  if (query.q) {
    const like = likePattern(query.q)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.full_name)`, 'like', like),
        eb(sql`lower(coalesce(p.email, ''))`, 'like', like),
        eb(sql`lower(coalesce(p.company, ''))`, 'like', like),
      ]),
    )
  }
  const rows = await q
    .orderBy(SORT_COLUMNS[query.sortBy], direction(query.orderBy))
    .orderBy('p.id')
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  let total = Number(rows[0]?.total_count ?? 0)
  if (!rows.length && query.page > 1)
    total = (await listProfiles(db, orgId, { ...query, page: 1, itemsPerPage: 1 })).total
  return { rows: rows as ProfileWithStats[], total }
}

/** The person's reports, oldest first: the timeline and averages are computed from the ready ones. */
export const profileReports = (db: Handle, profileId: string) =>
  db
    .selectFrom('reports')
    .select(['id', 'kind', 'title', 'status', 'content', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()

export type ProfileUpdate = Partial<Pick<DigitalProfilesTable, 'full_name' | 'email' | 'title' | 'company'>> & {
  tags?: string[]
}

export const updateProfile = (db: Handle, id: string, values: ProfileUpdate) =>
  db
    .updateTable('digital_profiles')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute()

/** "Not the same person": the suggestion goes, and the profile is never offered that namesake again. */
export const dismissSameAs = (db: Handle, id: string) =>
  db
    .updateTable('digital_profiles')
    .set({ suggested_same_as: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute()

/** Moves everything of `other` to `keep` and deletes `other`; the caller runs it in one transaction. */
export async function mergeProfiles(trx: Handle, keep: DigitalProfileRow, other: DigitalProfileRow) {
  await trx.updateTable('reports').set({ profile_id: keep.id }).where('profile_id', '=', other.id).execute()
  // Participations live in the meetings' participant lists.
  await sql`
    update meetings m set participants = (
      select jsonb_agg(case when p->>'profileId' = ${other.id} then jsonb_set(p, '{profileId}', to_jsonb(${keep.id}::text)) else p end order by ord)
      from jsonb_array_elements(m.participants) with ordinality as e(p, ord)
    ), updated_at = now()
    where m.org_id = ${keep.org_id} and m.participants @> ${JSON.stringify([{ profileId: other.id }])}::jsonb
  `.execute(trx)
  // A suggestion that named `other` now names the profile it became; one between the two is settled.
  await trx
    .updateTable('digital_profiles')
    .set({ suggested_same_as: keep.id })
    .where('suggested_same_as', '=', other.id)
    .where('id', '!=', keep.id)
    .execute()
  await trx.deleteFrom('digital_profiles').where('id', '=', other.id).execute()
  if (keep.suggested_same_as === other.id) await dismissSameAs(trx, keep.id)
  await updateProfile(trx, keep.id, {
    email: keep.email ?? other.email,
    title: keep.title ?? other.title,
    company: keep.company ?? other.company,
    tags: [...new Set([...keep.tags, ...other.tags])],
  })
}

export function toProfileSummary(row: ProfileWithStats): ProfileSummary {
  return {
    id: row.id,
    orgId: row.org_id,
    fullName: row.full_name,
    email: row.email,
    title: row.title,
    company: row.company,
    tags: row.tags,
    reportCount: Number(row.report_count),
    lastReportAt: row.last_report_at ? new Date(row.last_report_at).toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
