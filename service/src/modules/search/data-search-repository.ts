import { sql } from 'kysely'
import type { DataSearchPage } from './schemas.js'
import { likePattern, type Handle } from '../../db/handle.js'

export interface SearchScope {
  /** null: every organization (a role whose rules reach all of them). */
  orgId: string | null
  /** The types the caller may read; a type left out is not searched at all. */
  types: ReadonlySet<'meeting' | 'report' | 'profile'>
}

const NO_ORG = sql<boolean>`true`
const inOrg = (column: string, orgId: string | null) => (orgId ? sql<boolean>`${sql.ref(column)} = ${orgId}` : NO_ORG)

/**
 * Meetings by title, reports by title or subject, profiles by name or e-mail, of the caller's organization:
 * one statement, ranked (a title that starts with the text before one that contains it, then the newest), with
 * the total through a window count.
 */
export async function searchData(
  db: Handle,
  scope: SearchScope,
  q: string,
  page: number,
  itemsPerPage: number,
): Promise<DataSearchPage> {
  const like = likePattern(q)
  const prefix = like.slice(1)
  const parts = []
  if (scope.types.has('meeting')) {
    parts.push(sql`select 'meeting' as type, m.id, m.title, to_char(m.scheduled_at at time zone 'UTC', 'YYYY-MM-DD') as detail,
      (lower(m.title) like ${prefix}) as starts, m.updated_at as at
      from meetings m where ${inOrg('m.org_id', scope.orgId)} and lower(m.title) like ${like}`)
  }
  if (scope.types.has('report')) {
    parts.push(sql`select 'report' as type, r.id, r.title, r.kind || ' · ' || r.source_title as detail,
      (lower(r.title) like ${prefix}) as starts, r.updated_at as at
      from reports r where ${inOrg('r.org_id', scope.orgId)} and (lower(r.title) like ${like} or lower(coalesce(r.subject, '')) like ${like})`)
  }
  if (scope.types.has('profile')) {
    parts.push(sql`select 'profile' as type, p.id, p.full_name as title, concat_ws(' · ', nullif(p.title, ''), nullif(p.company, '')) as detail,
      (lower(p.full_name) like ${prefix}) as starts, p.updated_at as at
      from digital_profiles p where ${inOrg('p.org_id', scope.orgId)} and (lower(p.full_name) like ${like} or lower(coalesce(p.email, '')) like ${like})`)
  }
  if (parts.length === 0) return { items: [], total: 0 }
  const { rows } = await sql<{
    type: 'meeting' | 'report' | 'profile'
    id: string
    title: string
    detail: string | null
    total: string
  }>`
    select type, id, title, detail, count(*) over() as total
    from (${sql.join(parts, sql` union all `)}) hits
    order by starts desc, at desc, id
    limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`.execute(db)
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still says how many there are.
    const again = await searchData(db, scope, q, 1, 1)
    return { items: [], total: again.total }
  }
  return {
    items: rows.map(({ total: _, detail, ...r }) => ({ ...r, detail: detail ?? '' })),
    total: Number(rows[0]?.total ?? 0),
  }
}
