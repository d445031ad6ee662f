import { sql } from 'kysely'
import '../../db/tables/sandbox-ecommerce.js'
import { FieldErrors } from '../../lib/errors.js'
import type { ProductBody, ProductDetail } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'
import { money } from '../shared/paging.js'
import { lockScopeForWrite } from '../copy/index.js'
import {
  attachImages,
  imagesOfProduct,
  productImageUrl,
  toImage,
  unavailableImages,
} from './product-images-repository.js'

/** Field messages for what the schema cannot check: the category exists, the SKU is free, the images are free, compare-at above price. */
async function checkProduct(db: Handle, scope: string, body: ProductBody, id: number | null) {
  const errors: Record<string, string[]> = {}
  if (body.comparePrice != null && body.comparePrice <= body.price)
    errors.comparePrice = ['The compare-at price must be above the price']
  const category = await db
    .selectFrom('sandbox_categories')
    .select('title')
    .where('scope', '=', scope)
    .where(sql`lower(title)`, '=', body.category.trim().toLowerCase())
    .executeTakeFirst()
  if (!category) errors.category = ['No such category']
  let skuTaken = db.selectFrom('sandbox_products').select('id').where('scope', '=', scope).where('sku', '=', body.sku)
  if (id !== null) skuTaken = skuTaken.where('id', '<>', id)
  if (await skuTaken.executeTakeFirst()) errors.sku = ['Another product has this SKU']
  const missing = await unavailableImages(db, scope, body.imageIds, id)
  if (missing.length) errors.imageIds = ['An image is unknown or belongs to another product']
  if (new Set(body.variants.map((v) => `${v.option}:${v.value.trim().toLowerCase()}`)).size !== body.variants.length)
    errors.variants = ['A variant is listed twice']
  if (Object.keys(errors).length) throw new FieldErrors(errors)
  return category!.title
}

const columnsOf = (body: ProductBody, category: string) => ({
  product_name: body.productName.trim(),
  product_brand: body.productBrand.trim(),
  category,
  stock: body.stock,
  sku: body.sku,
  price: body.price,
  qty: body.qty,
  status: body.status,
  image: body.imageIds.length ? productImageUrl(body.imageIds[0]) : '',
})

const detailsOf = (body: ProductBody) => ({
  description: body.description,
  barcode: body.barcode?.trim() ?? '',
  compare_price: body.comparePrice ?? null,
  charge_tax: body.chargeTax,
  variants: JSON.stringify(body.variants.map((v) => ({ option: v.option, value: v.value.trim() }))),
})

export async function findProductDetail(db: Handle, scope: string, id: number): Promise<ProductDetail | undefined> {
  const r = await db
    .selectFrom('sandbox_products as p')
    .leftJoin('sandbox_product_details as d', (j) =>
      j.onRef('d.scope', '=', 'p.scope').onRef('d.product_id', '=', 'p.id'),
    )
    .select([
      'p.id',
      'p.product_name',
      'p.category',
      'p.stock',
      'p.sku',
      'p.price',
      'p.currency',
      'p.qty',
      'p.status',
      'p.image',
      'p.product_brand',
      'd.description',
      'd.barcode',
      'd.compare_price',
      'd.charge_tax',
      'd.variants',
    ])
    .where('p.scope', '=', scope)
    .where('p.id', '=', id)
    .executeTakeFirst()
  if (!r) return undefined
  return {
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
    description: r.description ?? '',
    barcode: r.barcode ?? '',
    comparePrice: r.compare_price === null ? null : Number(r.compare_price),
    chargeTax: r.charge_tax ?? true,
    variants: (r.variants as ProductDetail['variants'] | null) ?? [],
    images: (await imagesOfProduct(db, scope, id)).map(toImage),
  }
}

/** A new product: the next id (last + 1, as the template), its details and images, in one transaction. */
export async function insertProduct(db: Handle, scope: string, body: ProductBody): Promise<ProductDetail> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_products')
    const category = await checkProduct(trx, scope, body, null)
    const { next } = await trx
      .selectFrom('sandbox_products')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow()
    const id = Number(next)
    await trx
      .insertInto('sandbox_products')
      .values({ scope, id, ...columnsOf(body, category) })
      .execute()
    await trx
      .insertInto('sandbox_product_details')
      .values({ scope, product_id: id, ...detailsOf(body) })
      .execute()
    await attachImages(trx, scope, id, body.imageIds)
    return (await findProductDetail(trx, scope, id))!
  })
}

/**
 * Replaces a product and its details; undefined when there is no such product. `files`: the storage keys of the
 * images it no longer has (their rows are gone), for the caller to remove after the commit.
 */
export async function updateProduct(
  db: Handle,
  scope: string,
  id: number,
  body: ProductBody,
): Promise<{ product: ProductDetail; files: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_products')
    const exists = await trx
      .selectFrom('sandbox_products')
      .select('id')
      .where('scope', '=', scope)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!exists) return undefined
    const category = await checkProduct(trx, scope, body, id)
    await trx
      .updateTable('sandbox_products')
      .set(columnsOf(body, category))
      .where('scope', '=', scope)
      .where('id', '=', id)
      .execute()
    await trx
      .insertInto('sandbox_product_details')
      .values({ scope, product_id: id, ...detailsOf(body) })
      .onConflict((oc) => oc.columns(['scope', 'product_id']).doUpdateSet(detailsOf(body)))
      .execute()
    const files = await attachImages(trx, scope, id, body.imageIds)
    return { product: (await findProductDetail(trx, scope, id))!, files }
  })
}
