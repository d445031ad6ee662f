import { sql } from 'kysely'
import '../../db/tables/sandbox-roles-lectures.js'
import { FieldErrors } from '../../lib/errors.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * Which role a sample user holds: `sandbox_users.role` names a role's `user_role` key in the same copy. Every writer
 * of that link (assigning, adding a user, deleting a role) takes the scope's `sandbox_roles` lock, so a role cannot be
 * deleted while a concurrent assignment gives it a holder.
 */
export const lockRoles = (trx: Transaction<Database>, scope: string) => lockScopeForWrite(trx, scope, 'sandbox_roles')

export const unknownRole = () => new FieldErrors({ role: ['No such role in this sandbox'] })

/** Whether `key` is a role of the scope's copy. */
export async function roleExists(db: Handle, scope: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_roles')
    .select('id')
    .where('scope', '=', scope)
    .where('user_role', '=', key)
    .executeTakeFirst()
  return !!row
}

/** A key for a new role from its name (`Audit team` → `audit-team`), made unique in the copy with the role's id. */
export async function newRoleKey(db: Handle, scope: string, name: string, id: number): Promise<string> {
  const slug =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'role'
  return (await roleExists(db, scope, slug)) ? `${slug}-${id}` : slug
}

/**
 * Deletes a role. The policy is REFUSE_WHILE_HELD: a role some users still hold is not deleted (nor are they moved
 * to another role behind the admin's back); the answer says how many hold it, and the admin reassigns them first.
 */
export async function deleteRole(
  db: Handle,
  scope: string,
  id: number,
): Promise<{ deleted: true } | { deleted: false; holders: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx, scope)
    const role = await trx
      .selectFrom('sandbox_roles')
      .select('user_role')
      .where('scope', '=', scope)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!role) return undefined
    const { n } = await trx
      .selectFrom('sandbox_users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('scope', '=', scope)
      .where('role', '=', role.user_role ?? '')
      .executeTakeFirstOrThrow()
    if (n > 0) return { deleted: false as const, holders: n }
    await trx.deleteFrom('sandbox_roles').where('scope', '=', scope).where('id', '=', id).execute()
    return { deleted: true as const }
  })
}
