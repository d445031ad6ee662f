import { sql } from 'kysely'
import type { TemplateKindName } from './kind-schemas.js'
import type { TemplateListQuery } from './schemas/templates.js'
import { json, likePattern, type Handle } from '../../db/handle.js'
import type { FamilyRow, TemplateRow } from './template-rows.js'

const SORT = { name: sql`lower(l.name)`, kind: sql`l.kind`, updatedAt: sql`l.created_at` } as const

/**
 * Families (templates across their versions) as their newest row, with the published version, the
 * number of versions and whether the family holds the row work uses now for its kind.
 */
function families(db: Handle, orgId: string | null, where: { familyId?: string; kind?: string; q?: string }) {
  return sql`
    with latest as (
      select distinct on (family_id) * from templates
      where true
        ${orgId ? sql`and org_id = ${orgId}` : sql``}
        ${where.familyId ? sql`and family_id = ${where.familyId}` : sql``}
        ${where.kind ? sql`and kind = ${where.kind}` : sql``}
      order by family_id, version desc
    )
    select l.*,
      (select p.version from templates p where p.family_id = l.family_id and p.published_at is not null
        order by p.published_at desc, p.version desc limit 1) as published_version,
      (select count(*)::int from templates c where c.family_id = l.family_id) as version_count,
      coalesce((select a.family_id = l.family_id from templates a where a.org_id = l.org_id and a.kind = l.kind and a.published_at is not null
        order by a.published_at desc, a.version desc limit 1), false) as active,
      count(*) over()::int as total_count
    from latest l
    ${where.q ? sql`where lower(l.name) like ${likePattern(where.q)}` : sql``}`
}

export async function listTemplates(
  db: Handle,
  orgId: string | null,
  query: TemplateListQuery,
): Promise<{ rows: FamilyRow[]; total: number }> {
  const dir = sql.raw(query.orderBy === 'asc' ? 'asc' : 'desc')
  const { rows } = await sql<FamilyRow & { total_count: number }>`
    ${families(db, orgId, { kind: query.kind, q: query.q?.trim() || undefined })}
    order by ${SORT[query.sortBy]} ${dir}, l.family_id
    limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`.execute(db)
  let total = rows[0]?.total_count ?? 0
  if (!rows.length && query.page > 1) {
    const { rows: all } = await sql<{
      n: number
    }>`select count(*)::int as n from (${families(db, orgId, { kind: query.kind, q: query.q?.trim() || undefined })}) f`.execute(
      db,
    )
    total = all[0]?.n ?? 0
  }
  return { rows, total }
}

export async function findFamily(db: Handle, familyId: string, orgId: string | null): Promise<FamilyRow | undefined> {
  const { rows } = await sql<FamilyRow>`${families(db, orgId, { familyId })}`.execute(db)
  return rows[0]
}

export const listVersions = (db: Handle, familyId: string) =>
  db.selectFrom('templates').selectAll().where('family_id', '=', familyId).orderBy('version', 'desc').execute()

export const findVersion = (db: Handle, familyId: string, version: number): Promise<TemplateRow | undefined> =>
  db
    .selectFrom('templates')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('version', '=', version)
    .executeTakeFirst()

export const nameTaken = async (db: Handle, orgId: string, kind: string, name: string) =>
  !!(await db
    .selectFrom('templates')
    .select('id')
    .where('org_id', '=', orgId)
    .where('kind', '=', kind as TemplateKindName)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst())

export interface NewVersion {
  orgId: string
  kind: TemplateKindName
  name: string
  document: Record<string, unknown>
  familyId?: string
  version: number
  authorId: string | null
  authorName: string
  note: string
}

/** A new immutable version row, unpublished (publishing is its own step). */
export async function insertVersion(db: Handle, v: NewVersion): Promise<TemplateRow> {
  return db
    .insertInto('templates')
    .values({
      org_id: v.orgId,
      kind: v.kind,
      name: v.name,
      document: json(v.document),
      version: v.version,
      ...(v.familyId ? { family_id: v.familyId } : {}),
      author_id: v.authorId,
      author_name: v.authorName,
      note: v.note,
      published_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Takes the family's row lock order: concurrent saves of one template queue here rather than race for a version number. */
export async function lockFamily(db: Handle, familyId: string): Promise<number> {
  const { rows } = await sql<{
    version: number
  }>`select version from templates where family_id = ${familyId} order by version desc for update`.execute(db)
  return rows[0]?.version ?? 0
}

export const publishVersion = (db: Handle, id: string) =>
  db
    .updateTable('templates')
    .set({ published_at: sql`clock_timestamp()` })
    .where('id', '=', id)
    .execute()

export const deleteFamily = (db: Handle, familyId: string) =>
  db.deleteFrom('templates').where('family_id', '=', familyId).execute()

export async function authorName(db: Handle, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select(['full_name', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  return row?.full_name || row?.email || ''
}
