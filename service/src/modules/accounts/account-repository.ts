import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { AccountRow, AccountUpdate, Database, NewAccount } from '../../db/schema.js'
import type { Account, AccountListQuery } from './schemas/accounts.js'
import type { UserData } from './schemas/auth.js'
import type { NotificationPreferences } from './schemas/notifications.js'
import { shapedQuery } from '../../db/shaped-query.js'

type Handle = Db | Transaction<Database>

export type AccountWithOrg = AccountRow & { org_name: string | null }

const SORT_COLUMNS = {
  fullName: 'a.full_name',
  email: 'a.email',
  role: 'a.role',
  createdAt: 'a.created_at',
  lastSignInAt: 'a.last_sign_in_at',
} as const

const withOrg = (db: Handle) =>
  db
    .selectFrom('accounts as a')
    .leftJoin('organizations as o', 'o.id', 'a.org_id')
    .selectAll('a')
    .select('o.name as org_name')

export const findAccountByEmail = (db: Handle, email: string) =>
  withOrg(db)
    .where(sql`lower(a.email)`, '=', email.toLowerCase())
    .executeTakeFirst() as Promise<AccountWithOrg | undefined>

/** `orgId` null: any organization (the caller may see all). */
export const findAccount = (db: Handle, id: string, orgId: string | null) => {
  let q = withOrg(db).where('a.id', '=', id)
  if (orgId) q = q.where('a.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<AccountWithOrg | undefined>
}

/** One round trip: the page and the total through a window count. The SQL is built once per shape (filters present, sort). */
export async function listAccounts(
  db: Handle,
  orgId: string | null,
  query: AccountListQuery,
): Promise<{ rows: AccountWithOrg[]; total: number }> {
  const like = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined
  const shape = { sortBy: query.sortBy, desc: query.orderBy === 'desc' }
  const params = {
    orgId: orgId || undefined,
    role: query.role || undefined,
    like,
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  }
  const page = shapedQuery('listAccounts', shape, params, (s, p) => {
    let q = withOrg(db).select(sql<number>`count(*) over()`.as('total_count'))
    if (p.orgId !== undefined) q = q.where('a.org_id', '=', p.orgId)
    if (p.role !== undefined) q = q.where('a.role', '=', p.role)
    if (p.like !== undefined) {
      const pattern = p.like
      q = q.where((eb) =>
        eb.or([eb(sql`lower(a.full_name)`, 'like', pattern), eb(sql`lower(a.email)`, 'like', pattern)]),
      )
    }
    return q
      .orderBy(sql.ref(SORT_COLUMNS[s.sortBy]), (ob) => (s.desc ? ob.desc() : ob.asc()).nullsLast())
      .orderBy('a.id')
      .limit(p.limit)
      .offset(p.offset)
  })
  const rows = (await db.executeQuery(page)).rows
  let total = rows[0]?.total_count ?? 0
  // Beyond the last page the window count is unavailable; count separately.
  if (!rows.length && query.page > 1) {
    let c = db.selectFrom('accounts as a').select(sql<number>`count(*)`.as('n'))
    if (orgId) c = c.where('a.org_id', '=', orgId)
    if (query.role) c = c.where('a.role', '=', query.role)
    if (query.q) {
      const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
      c = c.where((eb) => eb.or([eb(sql`lower(a.full_name)`, 'like', like), eb(sql`lower(a.email)`, 'like', like)]))
    }
    total = (await c.executeTakeFirstOrThrow()).n
  }
  return { rows: rows as AccountWithOrg[], total: Number(total) }
}

export const insertAccount = (db: Handle, values: NewAccount) =>
  db.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow()

export const updateAccount = (db: Handle, id: string, values: AccountUpdate) =>
  db
    .updateTable('accounts')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute()

/** Replaces the whole notification matrix; answers what was stored. */
export async function saveNotificationPreferences(db: Handle, id: string, preferences: NotificationPreferences) {
  const saved = await db
    .updateTable('accounts')
    .set({ notification_preferences: JSON.stringify(preferences), updated_at: new Date() })
    .where('id', '=', id)
    .returning('notification_preferences')
    .executeTakeFirstOrThrow()
  return saved.notification_preferences
}

export const deleteAccount = (db: Handle, id: string) =>
  db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst()

export function toUserData(row: AccountWithOrg): UserData {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    orgId: row.org_id,
    orgName: row.org_name,
    avatar: row.avatar,
    homePath: row.home_path,
    language: row.language,
    emailVerified: row.email_verified_at !== null,
  }
}

export function toAccount(row: AccountWithOrg): Account {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    orgId: row.org_id,
    orgName: row.org_name,
    avatar: row.avatar,
    disabled: row.disabled,
    activated: row.password_hash !== null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }
}
