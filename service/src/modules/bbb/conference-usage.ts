import type { Handle } from '../../db/handle.js'
import { json } from '../../db/handle.js'

/** Price of a conference minute in minor units (cents); the cost dashboards sum amount_minor. */
export const CONFERENCE_PRICE_MINOR_PER_MINUTE = 1

/** One usage row per ended conference, written with the change that ended it. */
export async function recordConferenceMinutes(
  trx: Handle,
  orgId: string,
  minutes: number,
  meta: { meetingId: string; serverId: string },
) {
  await trx
    .insertInto('usage_events')
    .values({
      org_id: orgId,
      kind: 'conference-minutes',
      quantity: minutes,
      unit_price_minor: CONFERENCE_PRICE_MINOR_PER_MINUTE,
      amount_minor: minutes * CONFERENCE_PRICE_MINOR_PER_MINUTE,
      currency: 'USD',
      meta: json({ ...meta, unitPer: 1 }),
    })
    .execute()
}
