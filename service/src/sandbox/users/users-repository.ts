import { sql, type Selectable } from 'kysely'
import type { SandboxUsersTable } from '../../db/schema.js'
import type { CreateSandboxUserBody, SandboxUser, SandboxUserDetail, SandboxUserQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import { lockRoles, roleExists, unknownRole } from './role-membership-repository.js'
import { likePattern, pagingOf, type SortColumns } from '../shared/paging.js'
import { orderOf } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  user: ['full_name', 'text'],
  email: ['email', 'text'],
  role: ['role', 'text'],
  plan: ['current_plan', 'text'],
  status: ['status', 'text'],
}

type Row = Selectable<SandboxUsersTable>

const toUser = (r: Row): SandboxUser => ({
  id: r.id,
  fullName: r.full_name,
  company: r.company,
  role: r.role,
  username: r.username,
  country: r.country,
  contact: r.contact,
  email: r.email,
  currentPlan: r.current_plan,
  status: r.status,
  avatar: r.avatar,
})

const toDetail = (r: Row): SandboxUserDetail => ({
  ...toUser(r),
  taskDone: r.task_done,
  projectDone: r.project_done,
  taxId: r.tax_id,
  language: r.language,
})

function filtered(db: Handle, scope: string, query: SandboxUserQuery) {
  let q = db.selectFrom('sandbox_users').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or([eb(sql`lower(full_name)`, 'like', like), eb(sql`lower(email)`, 'like', like)]))
  if (query.role) q = q.where(sql`lower(role)`, '=', query.role.toLowerCase())
  if (query.plan) q = q.where(sql`lower(current_plan)`, '=', query.plan.toLowerCase())
  if (query.status) q = q.where(sql`lower(status)`, '=', query.status.toLowerCase())
  return q
}

const pageOf = (db: Handle, scope: string, query: SandboxUserQuery, itemsPerPage: number, offset: number) =>
  filtered(db, scope, query)
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(itemsPerPage)
    .offset(offset)
    .execute()

/** Spec section 5: a page beyond the last falls back to page 1 (a second query only in that case). */
export async function listUsers(db: Handle, scope: string, query: SandboxUserQuery) {
  const paging = pagingOf(query)
  let page = paging.page
  let rows = await pageOf(db, scope, query, paging.itemsPerPage, paging.offset)
  if (!rows.length && page > 1) {
    page = 1
    rows = await pageOf(db, scope, query, paging.itemsPerPage, 0)
  }
  const totalUsers = rows.length ? Number(rows[0].total_count) : 0
  return { users: rows.map(toUser), totalPages: Math.ceil(totalUsers / paging.itemsPerPage), totalUsers, page }
}

export async function findUser(db: Handle, scope: string, id: number): Promise<SandboxUserDetail | undefined> {
  const row = await db
    .selectFrom('sandbox_users')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toDetail(row)
}

/** The new id is the last id + 1, as the template does; the lock keeps two creators apart. The role must be one of the copy's. */
export async function insertUser(db: Handle, scope: string, u: CreateSandboxUserBody): Promise<SandboxUserDetail> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_users')
    await lockRoles(trx, scope)
    if (!(await roleExists(trx, scope, u.role))) throw unknownRole()
    const { next } = await trx
      .selectFrom('sandbox_users')
      .where('scope', '=', scope)
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow()
    const row = await trx
      .insertInto('sandbox_users')
      .values({
        scope,
        id: Number(next),
        full_name: u.fullName.trim(),
        username: u.username.trim(),
        email: u.email.trim(),
        company: u.company ?? '',
        country: u.country ?? '',
        contact: u.contact ?? '',
        role: u.role,
        current_plan: u.currentPlan,
        status: u.status ?? 'Active',
        avatar: u.avatar ?? '',
        task_done: u.taskDone ?? 0,
        project_done: u.projectDone ?? 0,
        tax_id: u.taxId ?? '',
        language: u.language ?? 'English',
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toDetail(row)
  })
}

export const deleteUser = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_users').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0

/** Gives the user the role; undefined when there is no such user, a 400 field error when no such role. */
export async function assignUserRole(
  db: Handle,
  scope: string,
  userId: number,
  key: string,
): Promise<SandboxUserDetail | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx, scope)
    if (!(await roleExists(trx, scope, key))) throw unknownRole()
    const done = await trx
      .updateTable('sandbox_users')
      .set({ role: key })
      .where('scope', '=', scope)
      .where('id', '=', userId)
      .executeTakeFirst()
    return done.numUpdatedRows ? findUser(trx, scope, userId) : undefined
  })
}
