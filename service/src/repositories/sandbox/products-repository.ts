import { sql } from 'kysely'
import type { Product, ProductQuery } from '../../schemas/sandbox/ecommerce.js'
import { countOf, type Handle } from './handle.js'
import { likePattern, money, orderOf, pagingOf, totalOf, type SortColumns } from './paging.js'

const SORT: SortColumns = {
  product: ['product_name', 'text'],
  category: ['category', 'text'],
  status: ['status', 'text'],
  price: ['price', 'number'],
  qty: ['qty', 'number'],
  sku: ['sku', 'number'],
}

function filtered(db: Handle, query: ProductQuery) {
  let q = db.selectFrom('sandbox_products')
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or([eb(sql`lower(product_name)`, 'like', like), eb(sql`lower(product_brand)`, 'like', like)]))
  // Spec section 5: the stock filter applies only to a boolean.
  if (query.stock === 'true' || query.stock === 'false') q = q.where('stock', '=', query.stock === 'true')
  if (query.category) q = q.where('category', '=', query.category)
  if (query.status) q = q.where('status', '=', query.status)
  return q
}

/** One round trip. The template reverses the list before sorting: newest id first, and first among equals. */
export async function listProducts(db: Handle, query: ProductQuery): Promise<{ products: Product[]; total: number }> {
  const paging = pagingOf(query)
  const rows = await filtered(db, query)
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id desc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const total = await totalOf(rows, paging, () => countOf(filtered(db, query).select((eb) => eb.fn.countAll().as('n'))))
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

export const deleteProduct = async (db: Handle, id: number) =>
  Number((await db.deleteFrom('sandbox_products').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
