import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import '../../db/tables/sandbox-scopes.js'
import type { Handle } from '../shared/handle.js'
import { storedFilesOfScope } from '../email/index.js'
/**
 * One sandbox copy per organization (issue #17). See README.md beside this file ("Sandbox scope") for the rules
 * every sandbox query follows.
 */

/** The shared seed copy: what accounts without an organization read, and what every organization's copy starts from. */
export const SEED_SCOPE = '00000000-0000-0000-0000-000000000000'

/** First key of every sandbox advisory lock; the second is the scope's hash. */
const SCOPE_LOCK = 724020

/**
 * Every scoped table, parents before children (copies insert in this order, deletes in the reverse). A new sandbox
 * table with sample data gets a scope column (like migration 0130) and a place here.
 */
export const SCOPED_TABLES = [
  'sandbox_courses',
  'sandbox_calendar_events',
  'sandbox_chat_contacts',
  'sandbox_chats',
  'sandbox_chat_messages',
  'sandbox_products',
  'sandbox_reviews',
  'sandbox_referrals',
  'sandbox_orders',
  'sandbox_customers',
  'sandbox_emails',
  'sandbox_invoices',
  'sandbox_invoice_figures',
  'sandbox_invoice_lines',
  'sandbox_kanban_boards',
  'sandbox_kanban_items',
  'sandbox_vehicles',
  'sandbox_permissions',
  'sandbox_users',
  'sandbox_sales',
  'sandbox_roles',
  'sandbox_lecture_progress',
  // E-commerce writes (migration 0137) and checkout requests (0150), after the products, orders and customers they name.
  'sandbox_categories',
  'sandbox_store_settings',
  'sandbox_product_details',
  'sandbox_product_images',
  'sandbox_order_details',
  'sandbox_customer_notifications',
  'sandbox_checkout_requests',
  // Mail attachments (migration 0200), after the mails that hold them.
  'sandbox_email_attachments',
] as const

export type ScopedTable = (typeof SCOPED_TABLES)[number]

/**
 * Seeded relative to the seeding day (calendar events around today, the invoices' "current month"): a copy made
 * later moves them by the days since, so every new copy looks as fresh as the seed did.
 */
const SHIFTED: Partial<Record<ScopedTable, string[]>> = {
  sandbox_calendar_events: ['start_at', 'end_at'],
  sandbox_invoices: ['issued_date', 'due_date'],
}

let columnsCache: Promise<Map<string, string[]>> | undefined

/** Each scoped table's columns but scope, read once from the catalogue (later migrations may add columns). */
function columnsOf(db: Handle): Promise<Map<string, string[]>> {
  columnsCache ??= sql<{ table_name: string; columns: string[] }>`
    SELECT table_name, array_agg(column_name::text ORDER BY ordinal_position) AS columns
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ANY(${[...SCOPED_TABLES]}::text[]) AND column_name <> 'scope' AND is_generated = 'NEVER'
    GROUP BY table_name`
    .execute(db)
    .then((r) => new Map(r.rows.map((row) => [row.table_name, row.columns])))
    .catch((error: unknown) => {
      columnsCache = undefined
      throw error
    })
  return columnsCache
}

/**
 * Serialises writers of one scope against its reset: a write that allocates an id takes the scope's lock shared
 * (many writers at once), a reset takes it exclusive. `table` adds a per-table, per-scope lock for "last id + 1".
 */
export async function lockScopeForWrite(trx: Transaction<Database>, scope: string, table?: string): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${SCOPE_LOCK}, hashtext(${scope}))`.execute(trx)
  if (table) await sql`select pg_advisory_xact_lock(hashtext(${table}), hashtext(${scope}))`.execute(trx)
}

/** Copies the seed copy into `scope` with INSERT … SELECT, one statement per table, parents first. */
async function copySeed(trx: Transaction<Database>, scope: string): Promise<void> {
  const columns = await columnsOf(trx)
  const seed = await trx
    .selectFrom('sandbox_scopes')
    .select(sql<number>`current_date - seed_day`.as('days'))
    .where('scope', '=', SEED_SCOPE)
    .executeTakeFirstOrThrow()
  for (const table of SCOPED_TABLES) {
    const names = columns.get(table)
    if (!names) throw new Error(`sandbox table ${table} has no columns`)
    const shifted = SHIFTED[table] ?? []
    const selected = names.map((c) =>
      shifted.includes(c) ? sql`${sql.ref(c)} + ${seed.days}::int * interval '1 day'` : sql.ref(c),
    )
    await sql`INSERT INTO ${sql.table(table)} (scope, ${sql.join(names.map((c) => sql.ref(c)))})
      SELECT ${scope}::uuid, ${sql.join(selected)} FROM ${sql.table(table)} WHERE scope = ${SEED_SCOPE}::uuid`.execute(
      trx,
    )
  }
}

async function deleteScope(trx: Transaction<Database>, scope: string): Promise<void> {
  for (const table of [...SCOPED_TABLES].reverse())
    await sql`DELETE FROM ${sql.table(table)} WHERE scope = ${scope}::uuid`.execute(trx)
}

/**
 * Builds the seed copy when it is missing (first start, or after migration 0130 turned the old shared rows into
 * it): its old rows go, the seeders write it afresh under the seed scope. `seed` is the seeders' entry
 * (db/seed/sandbox), passed in so this repository does not import seed code.
 */
export async function ensureSeedCopy(
  db: Db,
  seed: (trx: Transaction<Database>, today: Date) => Promise<void>,
): Promise<void> {
  if (seededSet(db).has(SEED_SCOPE)) return
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCOPE_LOCK}, hashtext(${SEED_SCOPE}))`.execute(trx)
    if (await trx.selectFrom('sandbox_scopes').select('scope').where('scope', '=', SEED_SCOPE).executeTakeFirst())
      return
    await deleteScope(trx, SEED_SCOPE)
    // The seeders write without naming a scope: the columns' default reads this setting, local to the transaction.
    await sql`select set_config('debrief.sandbox_scope', ${SEED_SCOPE}, true)`.execute(trx)
    const today = new Date()
    await seed(trx, today)
    await trx
      .insertInto('sandbox_scopes')
      .values({ scope: SEED_SCOPE, seed_day: sql<string>`current_date` as unknown as string })
      .execute()
  })
  seededSet(db).add(SEED_SCOPE)
}

/** Scopes known to be seeded, per database (a copy, once made, is only ever remade in one transaction). */
const seededOf = new WeakMap<Db, Set<string>>()
const seededSet = (db: Db) => {
  let set = seededOf.get(db)
  if (!set) seededOf.set(db, (set = new Set()))
  return set
}

/** Whether the seed copy and `scope`'s copy are known to exist (then neither ensure call has anything to do). */
export const scopeReady = (db: Db, scope: string): boolean => {
  const seeded = seededOf.get(db)
  return !!seeded && seeded.has(SEED_SCOPE) && (scope === SEED_SCOPE || seeded.has(scope))
}

/** Makes the organization's copy if it has none yet (first use); cheap after the first call per process. */
export async function ensureScopeCopy(db: Db, scope: string): Promise<void> {
  const seeded = seededSet(db)
  if (scope === SEED_SCOPE || seeded.has(scope)) return
  const found = await db.selectFrom('sandbox_scopes').select('scope').where('scope', '=', scope).executeTakeFirst()
  if (!found) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCOPE_LOCK}, hashtext(${scope}))`.execute(trx)
      if (await trx.selectFrom('sandbox_scopes').select('scope').where('scope', '=', scope).executeTakeFirst()) return
      await copySeed(trx, scope)
      await trx
        .insertInto('sandbox_scopes')
        .values({ scope, seed_day: sql<string>`current_date` as unknown as string })
        .execute()
    })
  }
  seededSet(db).add(scope)
}

/**
 * A new organization's copy, in the transaction that creates the organization. Before the seed copy exists (a
 * database without demo data, before any sandbox request) there is nothing to copy yet: the copy is then made on
 * the organization's first sandbox request.
 */
export async function seedNewScope(handle: Handle, scope: string): Promise<void> {
  const run = async (trx: Transaction<Database>) => {
    if (!(await trx.selectFrom('sandbox_scopes').select('scope').where('scope', '=', SEED_SCOPE).executeTakeFirst()))
      return
    await sql`select pg_advisory_xact_lock(${SCOPE_LOCK}, hashtext(${scope}))`.execute(trx)
    await copySeed(trx, scope)
    await trx
      .insertInto('sandbox_scopes')
      .values({ scope, seed_day: sql<string>`current_date` as unknown as string })
      .onConflict((oc) => oc.column('scope').doNothing())
      .execute()
  }
  await (handle.isTransaction ? run(handle as Transaction<Database>) : handle.transaction().execute(run))
}

/**
 * Puts the organization's copy back to the seed, in one transaction under the scope's exclusive lock: readers see
 * the old copy or the new one, never a mix, and a concurrent write lands wholly before (and is wiped) or after.
 * Answers the storage keys of the files the old copy held, for the caller to remove once committed.
 */
export async function resetScope(
  db: Db,
  scope: string,
  alongside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<{ at: Date; files: string[] }> {
  if (scope === SEED_SCOPE) throw new Error('the seed copy is never reset')
  const done = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCOPE_LOCK}, hashtext(${scope}))`.execute(trx)
    // The copy's stored files (mail attachments, product images) go with their rows; the caller removes them after commit.
    const files = await storedFilesOfScope(trx, scope)
    await deleteScope(trx, scope)
    await copySeed(trx, scope)
    await trx
      .insertInto('sandbox_scopes')
      .values({ scope, seed_day: sql<string>`current_date` as unknown as string })
      .onConflict((oc) =>
        oc
          .column('scope')
          .doUpdateSet({ seed_day: sql<string>`current_date` as unknown as string, seeded_at: sql<Date>`now()` }),
      )
      .execute()
    await alongside?.(trx)
    const { now } = await sql<{ now: Date }>`select now()`.execute(trx).then((r) => r.rows[0])
    return { at: now, files }
  })
  seededSet(db).add(scope)
  return done
}
