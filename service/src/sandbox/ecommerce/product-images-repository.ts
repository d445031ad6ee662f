import '../../db/tables/sandbox-ecommerce.js'
import type { ProductImage } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'

export const productImageUrl = (id: string) => `/api/apps/ecommerce/product-images/${id}/content`

export const toImage = (r: { id: string; name: string; mime: string; size: number | string }): ProductImage => ({
  id: r.id,
  url: productImageUrl(r.id),
  name: r.name,
  mime: r.mime,
  size: Number(r.size),
})

export async function insertProductImage(
  db: Handle,
  scope: string,
  row: { id: string; name: string; mime: string; size: number; storageKey: string },
): Promise<ProductImage> {
  const saved = await db
    .insertInto('sandbox_product_images')
    .values({
      scope,
      id: row.id,
      name: row.name,
      mime: row.mime,
      size: row.size,
      storage_key: row.storageKey,
      product_id: null,
    })
    .returning(['id', 'name', 'mime', 'size'])
    .executeTakeFirstOrThrow()
  return toImage(saved)
}

export const findProductImage = (db: Handle, scope: string, id: string) =>
  db.selectFrom('sandbox_product_images').selectAll().where('scope', '=', scope).where('id', '=', id).executeTakeFirst()

export const imagesOfProduct = (db: Handle, scope: string, productId: number) =>
  db
    .selectFrom('sandbox_product_images')
    .select(['id', 'name', 'mime', 'size'])
    .where('scope', '=', scope)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute()

/** The ids that are not free to attach to `productId`: unknown, or already another product's. */
export async function unavailableImages(
  db: Handle,
  scope: string,
  ids: string[],
  productId: number | null,
): Promise<string[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('sandbox_product_images')
    .select(['id', 'product_id'])
    .where('scope', '=', scope)
    .where('id', 'in', ids)
    .execute()
  const free = new Set(rows.filter((r) => r.product_id === null || r.product_id === productId).map((r) => r.id))
  return ids.filter((id) => !free.has(id))
}

/** The keys among `keys` that are this copy's own files (a row copied from the seed would name the seed's file). */
const ownFiles = (scope: string, rows: { storage_key: string }[]) =>
  rows.map((r) => r.storage_key).filter((key) => key.startsWith(`${scope}/`))

/**
 * The product's images become exactly `ids`, in that order; images dropped from it are deleted. Answers the dropped
 * files' storage keys, for the caller to remove once the transaction has committed.
 */
export async function attachImages(db: Handle, scope: string, productId: number, ids: string[]): Promise<string[]> {
  const dropped = await db
    .deleteFrom('sandbox_product_images')
    .where('scope', '=', scope)
    .where('product_id', '=', productId)
    .$if(ids.length > 0, (q) => q.where('id', 'not in', ids))
    .returning('storage_key')
    .execute()
  await db
    .updateTable('sandbox_product_images')
    .set({ product_id: null })
    .where('scope', '=', scope)
    .where('product_id', '=', productId)
    .execute()
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('sandbox_product_images')
      .set({ product_id: productId, position })
      .where('scope', '=', scope)
      .where('id', '=', id)
      .execute()
  }
  return ownFiles(scope, dropped)
}

/** Deletes a product's images with it (same transaction); answers their storage keys, as `attachImages` does. */
export async function deleteImagesOfProduct(db: Handle, scope: string, productId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('sandbox_product_images')
    .where('scope', '=', scope)
    .where('product_id', '=', productId)
    .returning('storage_key')
    .execute()
  return ownFiles(scope, rows)
}
