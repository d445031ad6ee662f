import { sql } from 'kysely'
import type { Permission, PermissionQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = { name: ['name', 'text'] }

/** q matches the name or created date as a substring, or the start of an assigned role name. */
function filtered(db: Handle, scope: string, query: PermissionQuery) {
  let q = db.selectFrom('sandbox_permissions').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like) {
    const prefix = like.slice(1)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', like),
        eb(sql`lower(created_date)`, 'like', like),
        eb.exists(
          eb
            .selectFrom(sql`unnest(assigned_to)`.as('r'))
            .select(sql`1`.as('one'))
            .where(sql`lower(r)`, 'like', prefix),
        ),
      ]),
    )
  }
  return q
}

export async function listPermissions(
  db: Handle,
  scope: string,
  query: PermissionQuery,
): Promise<{ permissions: Permission[]; totalPermissions: number }> {
  const { rows, total: totalPermissions } = await listPage(() => filtered(db, scope, query), query, SORT)
  return {
    totalPermissions,
    permissions: rows.map((r) => ({ id: r.id, name: r.name, assignedTo: r.assigned_to, createdDate: r.created_date })),
  }
}
