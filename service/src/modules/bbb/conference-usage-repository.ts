import { json, type Handle } from '../../db/handle.js'

/** A usage ledger row for an ended conference's minutes (the billing module reads `usage_events`). */
export async function insertConferenceUsage(
  trx: Handle,
  v: { orgId: string; minutes: number; unitPriceMinor: number; meta: Record<string, unknown> },
) {
  await trx
    .insertInto('usage_events')
    .values({
      org_id: v.orgId,
      kind: 'conference-minutes',
      quantity: v.minutes,
      unit_price_minor: v.unitPriceMinor,
      amount_minor: v.minutes * v.unitPriceMinor,
      currency: 'USD',
      meta: json(v.meta),
    })
    .execute()
}
