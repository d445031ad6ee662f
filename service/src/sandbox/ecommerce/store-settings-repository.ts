import '../../db/tables/sandbox-ecommerce.js'
import type { StoreSettings } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'

/** What a store that never saved its settings shows. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  store: { name: 'Debrief Store', phone: '', email: '', currency: 'USD', weightUnit: 'kg' },
  payments: { provider: 'stripe', cashOnDelivery: true, bankTransfer: false },
  checkout: { contact: 'email', companyName: 'optional', addressLine2: 'optional', shippingAsBilling: true },
  shipping: { domestic: 5, international: 25, freeOver: 100 },
  locations: { name: 'Main warehouse', address: '', city: '', country: '', fulfilOnline: true },
  notifications: {
    orderConfirmation: true,
    orderCancelled: true,
    shippingUpdate: true,
    delivered: false,
    newReview: false,
  },
}

export async function readStoreSettings(db: Handle, scope: string): Promise<StoreSettings> {
  const row = await db
    .selectFrom('sandbox_store_settings')
    .select('settings')
    .where('scope', '=', scope)
    .where('id', '=', 1)
    .executeTakeFirst()
  return (row?.settings as StoreSettings | undefined) ?? DEFAULT_STORE_SETTINGS
}

/** One row, replaced whole (an upsert: two saves at once leave one of them, never a mix). */
export async function saveStoreSettings(db: Handle, scope: string, settings: StoreSettings): Promise<StoreSettings> {
  const json = JSON.stringify(settings)
  await db
    .insertInto('sandbox_store_settings')
    .values({ scope, id: 1, settings: json })
    .onConflict((oc) => oc.columns(['scope', 'id']).doUpdateSet({ settings: json, updated_at: new Date() }))
    .execute()
  return readStoreSettings(db, scope)
}
