import { sql } from 'kysely'
import type { ProductQuery } from './schemas.js'
import { countOf, type Handle } from '../shared/handle.js'
import { deleteImagesOfProduct } from './product-images-repository.js'
import { shapedQuery } from '../../db/shaped-query.js'
import { likePattern, pagingOf, sortShape, type SortColumns } from '../shared/paging.js'
import { compactJsonText, emptyPage, moneyText, pageBodyColumns } from '../../db/json-text.js'
import { orderOf } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  product: ['product_name', 'text'],
  category: ['category', 'text'],
  status: ['status', 'text'],
  price: ['price', 'number'],
  qty: ['qty', 'number'],
  sku: ['sku', 'number'],
}

interface Filters {
  scope: string
  like?: string
  stock?: boolean
  category?: string
  status?: string
}

const filtersOf = (scope: string, query: ProductQuery): Filters => ({
  scope,
  like: likePattern(query.q),
  // Spec section 5: the stock filter applies only to a boolean.
  stock: query.stock === 'true' || query.stock === 'false' ? query.stock === 'true' : undefined,
  category: query.category || undefined,
  status: query.status || undefined,
})

/** The filtered rows; `f` reaches the SQL only as values, so the shape depends only on which filters are present. */
function filtered(db: Handle, f: Filters) {
  let q = db.selectFrom('sandbox_products').where('scope', '=', f.scope)
  const like = f.like
  if (like !== undefined)
    q = q.where((eb) =>
      eb.or([eb(sql`lower(product_name)`, 'like', like), eb(sql`lower(product_brand)`, 'like', like)]),
    )
  if (f.stock !== undefined) q = q.where('stock', '=', f.stock)
  if (f.category !== undefined) q = q.where('category', '=', f.category)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
  return q
}

/** A list item as the response schema (ProductSchema) writes it, written by PostgreSQL (db/json-text.ts). */
const productJson = compactJsonText({
  id: sql`p.id`,
  productName: sql`p.product_name`,
  category: sql`p.category`,
  stock: sql`p.stock`,
  sku: sql`p.sku`,
  price: moneyText(sql`p.price`, sql`p.currency`),
  qty: sql`p.qty`,
  status: sql`p.status`,
  image: sql`p.image`,
  productBrand: sql`p.product_brand`,
})

/**
 * One round trip: the page as one JSON text, `{"products":[…],"total":n}` (the total through a window count; a
 * separate count only past the last page). The template reverses the list before sorting: newest id first,
 * and first among equals.
 */
export async function listProducts(
  db: Handle,
  scope: string,
  query: ProductQuery,
): Promise<{ body: string; total: number }> {
  const paging = pagingOf(query)
  const filters = filtersOf(scope, query)
  const page = shapedQuery(
    'listProducts',
    sortShape(query, SORT),
    { ...filters, limit: paging.itemsPerPage, offset: paging.offset },
    (s, p) => {
      const order = orderOf(s, SORT, sql`id desc`)
      const pageRows = filtered(db, p)
        .selectAll()
        .select(sql<number>`count(*) over()`.as('total_count'))
        .orderBy(order)
        .limit(p.limit)
        .offset(p.offset)
      // The page is cut first and its JSON written over its rows only (see listMeetings).
      return db.selectFrom(pageRows.as('p')).select(pageBodyColumns('products', productJson, order))
    },
  )
  const { body, total } = (await db.executeQuery(page)).rows[0]
  if (total === 0 && paging.page > 1)
    return emptyPage('products', await countOf(filtered(db, filters).select((eb) => eb.fn.countAll().as('n'))))
  return { body, total }
}

/**
 * Deletes a product and its images' rows in one transaction; undefined when there is no such product. Answers the
 * images' storage keys, for the caller to remove once committed (a rollback must not lose bytes a row still names).
 */
export async function deleteProduct(db: Handle, scope: string, id: number): Promise<{ files: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const files = await deleteImagesOfProduct(trx, scope, id)
    const done = await trx
      .deleteFrom('sandbox_products')
      .where('scope', '=', scope)
      .where('id', '=', id)
      .executeTakeFirst()
    // No such product: nothing was deleted, and the images' delete above matched nothing either.
    return Number(done.numDeletedRows) > 0 ? { files } : undefined
  })
}
