import type { Db } from '../../../db/create-db.js'
import { NotFoundError } from '../../../lib/errors.js'
import { profileIdsInOrg } from '../../profiles/index.js'
import type { Participant } from '../schemas/meetings.js'

/** Participants may name digital profiles of the meeting's own organization only; another's id is "not found". */
export async function assertProfilesInOrg(
  db: Db,
  orgId: string,
  participants: Participant[] | undefined,
): Promise<void> {
  const ids = [...new Set((participants ?? []).map((p) => p.profileId).filter((id): id is string => Boolean(id)))]
  if (!ids.length) return
  const found = await profileIdsInOrg(db, orgId, ids)
  if (found.length !== ids.length) throw new NotFoundError('Profile not found')
}
