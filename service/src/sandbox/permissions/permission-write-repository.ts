import { sql } from 'kysely'
import { FieldErrors } from '../../lib/errors.js'
import type { Permission } from './schemas.js'
import type { SavePermissionBody } from './schemas-permission-write.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
const taken = () => new FieldErrors({ name: ['A permission with this name already exists'] }, 'DEBRIEF_CONFLICT', 409)

/** The shown creation date, in the seed's words ("14 Apr 2021, 8:43 PM"). */
const shownDate = (d: Date) =>
  d.toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  })

async function nameTaken(db: Handle, scope: string, name: string, exceptId?: number) {
  let q = db
    .selectFrom('sandbox_permissions')
    .select('id')
    .where('scope', '=', scope)
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId)
  return !!(await q.executeTakeFirst())
}

/** Adds a permission (id = last + 1); the advisory lock makes the name check and the id one step for concurrent writers. */
export async function addPermission(db: Handle, scope: string, body: SavePermissionBody): Promise<Permission> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_permissions')
    if (await nameTaken(trx, scope, body.name)) throw taken()
    const { next } = await trx
      .selectFrom('sandbox_permissions')
      .where('scope', '=', scope)
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow()
    const now = new Date()
    const row = await trx
      .insertInto('sandbox_permissions')
      .values({
        scope,
        id: Number(next),
        name: body.name.trim(),
        assigned_to: body.assignedTo,
        created_date: shownDate(now),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { id: row.id, name: row.name, assignedTo: row.assigned_to, createdDate: row.created_date }
  })
}

export async function updatePermission(
  db: Handle,
  scope: string,
  id: number,
  body: SavePermissionBody,
): Promise<Permission | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_permissions')
    if (await nameTaken(trx, scope, body.name, id)) throw taken()
    const row = await trx
      .updateTable('sandbox_permissions')
      .set({ name: body.name.trim(), assigned_to: body.assignedTo })
      .where('scope', '=', scope)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row && { id: row.id, name: row.name, assignedTo: row.assigned_to, createdDate: row.created_date }
  })
}

export const deletePermission = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_permissions').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0
