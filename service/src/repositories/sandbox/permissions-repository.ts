import { sql } from 'kysely'
import type { Permission, PermissionQuery } from '../../schemas/sandbox/permissions.js'
import { countOf, type Handle } from './handle.js'
import { likePattern, orderOf, pagingOf, totalOf, type SortColumns } from './paging.js'

const SORT: SortColumns = { name: ['name', 'text'] }

/** q matches the name or created date as a substring, or the start of an assigned role name. */
function filtered(db: Handle, query: PermissionQuery) {
  let q = db.selectFrom('sandbox_permissions')
  const like = likePattern(query.q)
  if (like) {
    const prefix = like.slice(1)
    q = q.where((eb) => eb.or([
      eb(sql`lower(name)`, 'like', like),
      eb(sql`lower(created_date)`, 'like', like),
      eb.exists(eb.selectFrom(sql`unnest(assigned_to)`.as('r')).select(sql`1`.as('one')).where(sql`lower(r)`, 'like', prefix)),
    ]))
  }
  return q
}

export async function listPermissions(db: Handle, query: PermissionQuery): Promise<{ permissions: Permission[]; totalPermissions: number }> {
  const paging = pagingOf(query)
  const rows = await filtered(db, query)
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const totalPermissions = await totalOf(rows, paging, () => countOf(filtered(db, query).select((eb) => eb.fn.countAll().as('n'))))
  return { totalPermissions, permissions: rows.map((r) => ({ id: r.id, name: r.name, assignedTo: r.assigned_to, createdDate: r.created_date })) }
}
