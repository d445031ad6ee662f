import type { Handle } from '../../db/handle.js'
import { insertConferenceUsage } from './conference-usage-repository.js'

/** Price of a conference minute in minor units (cents); the cost dashboards sum amount_minor. */
export const CONFERENCE_PRICE_MINOR_PER_MINUTE = 1

/** One usage row per ended conference, written with the change that ended it. */
export async function recordConferenceMinutes(
  trx: Handle,
  orgId: string,
  minutes: number,
  meta: { meetingId: string; serverId: string },
) {
  await insertConferenceUsage(trx, {
    orgId,
    minutes,
    unitPriceMinor: CONFERENCE_PRICE_MINOR_PER_MINUTE,
    meta: { ...meta, unitPer: 1 },
  })
}
