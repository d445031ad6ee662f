import '../../db/tables/sandbox-ecommerce.js'
import type { CustomerNotifications } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'

const ALL_ON: CustomerNotifications = {
  orderConfirmation: true,
  orderCancelled: true,
  shippingUpdate: true,
  delivered: true,
  promotions: false,
}

const customerExists = async (db: Handle, scope: string, customerId: number) =>
  !!(await db
    .selectFrom('sandbox_customers')
    .select('id')
    .where('scope', '=', scope)
    .where('customer_id', '=', customerId)
    .executeTakeFirst())

/** The customer's mail choices; undefined when there is no such customer. */
export async function readCustomerNotifications(
  db: Handle,
  scope: string,
  customerId: number,
): Promise<CustomerNotifications | undefined> {
  if (!(await customerExists(db, scope, customerId))) return undefined
  const row = await db
    .selectFrom('sandbox_customer_notifications')
    .select('prefs')
    .where('scope', '=', scope)
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  return { ...ALL_ON, ...(row?.prefs as Partial<CustomerNotifications> | undefined) }
}

/** Replaces the choices (an upsert); undefined when there is no such customer. */
export async function saveCustomerNotifications(
  db: Handle,
  scope: string,
  customerId: number,
  prefs: CustomerNotifications,
): Promise<CustomerNotifications | undefined> {
  if (!(await customerExists(db, scope, customerId))) return undefined
  const json = JSON.stringify(prefs)
  await db
    .insertInto('sandbox_customer_notifications')
    .values({ scope, customer_id: customerId, prefs: json })
    .onConflict((oc) => oc.columns(['scope', 'customer_id']).doUpdateSet({ prefs: json }))
    .execute()
  return readCustomerNotifications(db, scope, customerId)
}
