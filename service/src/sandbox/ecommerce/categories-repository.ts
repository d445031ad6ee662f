import { sql } from 'kysely'
import '../../db/tables/sandbox-ecommerce.js'
import { ConflictError, FieldErrors } from '../../lib/errors.js'
import type { Category, CategoryBody, CategoryQuery } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import { likePattern, pagingOf, totalOf, type SortColumns } from '../shared/paging.js'
import { orderOf } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  title: ['title', 'text'],
  products: ['products', 'number'],
  totalValue: ['total_value', 'number'],
}

/** Each category with its product count and stock value (products name their category by title). */
function withFigures(db: Handle, scope: string) {
  return db
    .selectFrom('sandbox_categories as c')
    .leftJoin('sandbox_products as p', (j) =>
      j.onRef('p.scope', '=', 'c.scope').on(sql`lower(p.category)`, '=', sql`lower(c.title)`),
    )
    .where('c.scope', '=', scope)
    .select(['c.id', 'c.title', 'c.description'])
    .select(sql<number>`count(p.id)::int`.as('products'))
    .select(sql<number>`coalesce(sum(p.price * p.qty), 0)`.as('total_value'))
    .groupBy(['c.scope', 'c.id'])
}

function filtered(db: Handle, scope: string, query: CategoryQuery) {
  let q = db.selectFrom(withFigures(db, scope).as('f')).selectAll()
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or([eb(sql`lower(title)`, 'like', like), eb(sql`lower(description)`, 'like', like)]))
  return q
}

const toCategory = (r: {
  id: number
  title: string
  description: string
  products: number
  total_value: number | string
}): Category => ({
  id: r.id,
  title: r.title,
  description: r.description,
  products: Number(r.products),
  totalValue: Number(r.total_value),
})

export async function listCategories(
  db: Handle,
  scope: string,
  query: CategoryQuery,
): Promise<{ categories: Category[]; total: number }> {
  const paging = pagingOf(query)
  const rows = await filtered(db, scope, query)
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const total = await totalOf(rows, paging, async () => (await filtered(db, scope, query).execute()).length)
  return { total, categories: rows.map(toCategory) }
}

const findCategory = async (db: Handle, scope: string, id: number) => {
  const row = await db.selectFrom(withFigures(db, scope).as('f')).selectAll().where('id', '=', id).executeTakeFirst()
  return row && toCategory(row)
}

async function titleTaken(db: Handle, scope: string, title: string, id: number | null) {
  let q = db
    .selectFrom('sandbox_categories')
    .select('id')
    .where('scope', '=', scope)
    .where(sql`lower(title)`, '=', title.toLowerCase())
  if (id !== null) q = q.where('id', '<>', id)
  if (await q.executeTakeFirst()) throw new FieldErrors({ title: ['A category with this title exists'] })
}

export async function insertCategory(db: Handle, scope: string, body: CategoryBody): Promise<Category> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_categories')
    const title = body.title.trim()
    if (!title) throw new FieldErrors({ title: ['A title is required'] })
    await titleTaken(trx, scope, title, null)
    const { next } = await trx
      .selectFrom('sandbox_categories')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow()
    const { id } = await trx
      .insertInto('sandbox_categories')
      .values({ scope, id: Number(next), title, description: body.description.trim() })
      .returning('id')
      .executeTakeFirstOrThrow()
    return (await findCategory(trx, scope, id))!
  })
}

/** A rename carries the category's products along, so their filter keeps finding them. */
export async function updateCategory(
  db: Handle,
  scope: string,
  id: number,
  body: CategoryBody,
): Promise<Category | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_categories')
    const old = await trx
      .selectFrom('sandbox_categories')
      .select('title')
      .where('scope', '=', scope)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!old) return undefined
    const title = body.title.trim()
    if (!title) throw new FieldErrors({ title: ['A title is required'] })
    await titleTaken(trx, scope, title, id)
    await trx
      .updateTable('sandbox_categories')
      .set({ title, description: body.description.trim() })
      .where('scope', '=', scope)
      .where('id', '=', id)
      .execute()
    await trx
      .updateTable('sandbox_products')
      .set({ category: title })
      .where('scope', '=', scope)
      .where(sql`lower(category)`, '=', old.title.toLowerCase())
      .execute()
    return findCategory(trx, scope, id)
  })
}

/** A category that still has products is kept (409): its products would lose their category. */
export async function deleteCategory(db: Handle, scope: string, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_categories')
    const found = await findCategory(trx, scope, id)
    if (!found) return false
    if (found.products > 0)
      throw new ConflictError(`The category still has ${found.products} products; move or delete them first`)
    await trx.deleteFrom('sandbox_categories').where('scope', '=', scope).where('id', '=', id).execute()
    return true
  })
}
