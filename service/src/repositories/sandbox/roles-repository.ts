import { sql } from 'kysely'
import '../../db/schema-sandbox-apps2.js'
import { FieldErrors } from '../../domain/errors.js'
import { ROLE_MODULES, type Role, type RolePermission, type SaveRoleBody } from '../../schemas/sandbox/roles.js'
import type { Handle } from './handle.js'

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
export async function listRoles(db: Handle): Promise<Role[]> {
  const roles = await db.selectFrom('sandbox_roles').selectAll().orderBy('id').execute()
  const counts = await db.selectFrom('sandbox_users').select(['role', sql<number>`count(*)`.as('n')]).groupBy('role').execute()
  const members = await db.selectFrom('sandbox_users')
    .select(['id', 'full_name', 'avatar', 'role', sql<number>`row_number() over (partition by role order by id)`.as('rank')])
    .execute()
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    userRole: r.user_role,
    totalUsers: Number(counts.find((c) => c.role === r.user_role)?.n ?? 0),
    members: members.filter((m) => m.role === r.user_role && Number(m.rank) <= MEMBERS_SHOWN).map((m) => ({ id: m.id, fullName: m.full_name, avatar: m.avatar })),
    permissions: matrixOf(r.permissions),
  }))
}

async function nameTaken(db: Handle, name: string, exceptId?: number) {
  let q = db.selectFrom('sandbox_roles').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase())
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId)
  return !!(await q.executeTakeFirst())
}

function check(body: SaveRoleBody) {
  if (!body.name.trim()) throw new FieldErrors({ name: ['Enter a role name'] })
  if (duplicateModules(body.permissions)) throw new FieldErrors({ permissions: ['Each module may appear once'] })
}

/** Adds a role; the advisory lock makes the name check and the insert one step for concurrent writers. */
export async function addRole(db: Handle, body: SaveRoleBody): Promise<number> {
  check(body)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('sandbox_roles'))`.execute(trx)
    if (await nameTaken(trx, body.name)) throw taken()
    const row = await trx.insertInto('sandbox_roles')
      .values({ name: body.name.trim(), user_role: null, permissions: JSON.stringify(matrixOf(body.permissions)) })
      .returning('id').executeTakeFirstOrThrow()
    return row.id
  })
}

/** Renames a role and replaces its matrix; false when there is no such role. */
export async function updateRole(db: Handle, id: number, body: SaveRoleBody): Promise<boolean> {
  check(body)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('sandbox_roles'))`.execute(trx)
    if (await nameTaken(trx, body.name, id)) throw taken()
    const row = await trx.updateTable('sandbox_roles').set({ name: body.name.trim(), permissions: JSON.stringify(matrixOf(body.permissions)) })
      .where('id', '=', id).returning('id').executeTakeFirst()
    return !!row
  })
}

export async function findRole(db: Handle, id: number): Promise<Role | undefined> {
  return (await listRoles(db)).find((r) => r.id === id)
}
