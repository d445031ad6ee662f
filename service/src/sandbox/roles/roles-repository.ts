import { sql } from 'kysely'
import '../../db/tables/sandbox-roles-lectures.js'
import { FieldErrors } from '../../lib/errors.js'
import { ROLE_MODULES, type Role, type RolePermission, type SaveRoleBody } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import { newRoleKey } from '../users/index.js'

/** How many member avatars a role card shows. */
const MEMBERS_SHOWN = 4
const taken = () => new FieldErrors({ name: ['A role with this name already exists'] }, 'DEBRIEF_CONFLICT', 409)

/** Every module once, in the matrix's order; a module the body leaves out has no rights. */
function matrixOf(permissions: { module: string; read: boolean; write: boolean; create: boolean }[]): RolePermission[] {
  return ROLE_MODULES.map((module) => {
    const row = permissions.find((p) => p.module === module)
    return { module, read: !!row?.read, write: !!row?.write, create: !!row?.create }
  })
}

function duplicateModules(permissions: RolePermission[]): boolean {
  return new Set(permissions.map((p) => p.module)).size !== permissions.length
}

/** The roles in creation order, each with its member count and first members (sample users of its user role). */
export async function listRoles(db: Handle, scope: string): Promise<Role[]> {
  const roles = await db.selectFrom('sandbox_roles').selectAll().where('scope', '=', scope).orderBy('id').execute()
  const counts = await db
    .selectFrom('sandbox_users')
    .select(['role', sql<number>`count(*)`.as('n')])
    .where('scope', '=', scope)
    .groupBy('role')
    .execute()
  const members = await db
    .selectFrom('sandbox_users')
    .select([
      'id',
      'full_name',
      'avatar',
      'role',
      sql<number>`row_number() over (partition by role order by id)`.as('rank'),
    ])
    .where('scope', '=', scope)
    .execute()
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    userRole: r.user_role,
    totalUsers: Number(counts.find((c) => c.role === r.user_role)?.n ?? 0),
    members: members
      .filter((m) => m.role === r.user_role && Number(m.rank) <= MEMBERS_SHOWN)
      .map((m) => ({ id: m.id, fullName: m.full_name, avatar: m.avatar })),
    permissions: matrixOf(r.permissions),
  }))
}

async function nameTaken(db: Handle, scope: string, name: string, exceptId?: number) {
  let q = db
    .selectFrom('sandbox_roles')
    .select('id')
    .where('scope', '=', scope)
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId)
  return !!(await q.executeTakeFirst())
}

function check(body: SaveRoleBody) {
  if (!body.name.trim()) throw new FieldErrors({ name: ['Enter a role name'] })
  if (duplicateModules(body.permissions)) throw new FieldErrors({ permissions: ['Each module may appear once'] })
}

/**
 * Adds a role to the scope's copy with the next id of that copy; the scope's per-table lock makes the name check,
 * the id and the insert one step for concurrent writers (and orders it against a reset).
 */
export async function addRole(db: Handle, scope: string, body: SaveRoleBody): Promise<number> {
  check(body)
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_roles')
    if (await nameTaken(trx, scope, body.name)) throw taken()
    const last = await trx
      .selectFrom('sandbox_roles')
      .select(sql<number>`coalesce(max(id), 0)`.as('id'))
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow()
    const id = Number(last.id) + 1
    const row = await trx
      .insertInto('sandbox_roles')
      .values({
        scope,
        id,
        name: body.name.trim(),
        // The key users carry in `role`, so a new role can be assigned at once (role-membership-repository.ts).
        user_role: await newRoleKey(trx, scope, body.name.trim(), id),
        permissions: JSON.stringify(matrixOf(body.permissions)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
}

/** Renames a role and replaces its matrix; false when there is no such role. */
export async function updateRole(db: Handle, scope: string, id: number, body: SaveRoleBody): Promise<boolean> {
  check(body)
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_roles')
    if (await nameTaken(trx, scope, body.name, id)) throw taken()
    const row = await trx
      .updateTable('sandbox_roles')
      .set({ name: body.name.trim(), permissions: JSON.stringify(matrixOf(body.permissions)) })
      .where('scope', '=', scope)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst()
    return !!row
  })
}

export async function findRole(db: Handle, scope: string, id: number): Promise<Role | undefined> {
  return (await listRoles(db, scope)).find((r) => r.id === id)
}
