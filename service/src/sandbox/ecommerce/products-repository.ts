import { sql } from 'kysely'
import type { Product, ProductQuery } from './schemas.js'
import { countOf, type Handle } from '../shared/handle.js'
import { deleteImagesOfProduct } from './product-images-repository.js'
import { shapedQuery } from '../../db/shaped-query.js'
import { likePattern, money, pagingOf, sortShape, totalOf, type SortColumns } from '../shared/paging.js'
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

/** One round trip. The template reverses the list before sorting: newest id first, and first among equals. */
export async function listProducts(
  db: Handle,
  scope: string,
  query: ProductQuery,
): Promise<{ products: Product[]; total: number }> {
  const paging = pagingOf(query)
  const filters = filtersOf(scope, query)
  const page = shapedQuery(
    'listProducts',
    sortShape(query, SORT),
    { ...filters, limit: paging.itemsPerPage, offset: paging.offset },
    (s, p) =>
      filtered(db, p)
        .selectAll()
        .select(sql<number>`count(*) over()`.as('total_count'))
        .orderBy(orderOf(s, SORT, sql`id desc`))
        .limit(p.limit)
        .offset(p.offset),
  )
  const rows = (await db.executeQuery(page)).rows
  const total = await totalOf(rows, paging, () =>
    countOf(filtered(db, filters).select((eb) => eb.fn.countAll().as('n'))),
  )
  return {
    total,
    products: rows.map((r) => ({
      id: r.id,
      productName: r.product_name,
      category: r.category,
      stock: r.stock,
      sku: r.sku,
      price: money(r.price, r.currency),
      qty: r.qty,
      status: r.status,
      image: r.image,
      productBrand: r.product_brand,
    })),
  }
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
