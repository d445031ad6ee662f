import type { Db } from '../../db/create-db.js'
import { issueInvoice, previousMonthDays } from './invoice-repository.js'
import type { Seller } from './invoice/invoice-seller.js'

export const MONTH_CLOSE_QUEUE = 'billing-month-close'
/** Every hour of the 1st and 2nd (UTC): each organization's month ends at its own local midnight. */
export const MONTH_CLOSE_CRON = '15 * 1,2 * *'

/**
 * Issues every organization's invoice for its previous local month. Idempotent (one issued invoice per
 * organization and month), so a retried or doubled run issues nothing twice. Returns how many it issued.
 */
export async function closeMonth(db: Db, seller: Seller): Promise<number> {
  let issued = 0
  for (const org of await previousMonthDays(db)) {
    const { created } = await db.transaction().execute((trx) => issueInvoice(trx, org.id, org.day, seller))
    if (created) issued++
  }
  return issued
}
