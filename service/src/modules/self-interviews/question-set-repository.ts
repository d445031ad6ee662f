import type { Handle } from '../../db/handle.js'

/** The organization's question sets (templates of kind `question-set`), newest version of each name. */
export function listQuestionSetRows(db: Handle, orgId: string | null) {
  let q = db
    .selectFrom('templates')
    .select(['id', 'family_id', 'name', 'version', 'document'])
    .distinctOn('name')
    .where('kind', '=', 'question-set')
    .orderBy('name')
    .orderBy('version', 'desc')
  if (orgId) q = q.where('org_id', '=', orgId)
  return q.execute()
}

/** One question set of the organization (any of its version rows). */
export const findQuestionSetRow = (db: Handle, orgId: string, id: string) =>
  db
    .selectFrom('templates')
    .select(['id', 'name', 'version', 'document'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('kind', '=', 'question-set')
    .executeTakeFirst()

/** The name of a digital profile of the organization: an interview linked to a profile is about that person. */
export const findProfileName = (db: Handle, orgId: string, profileId: string) =>
  db
    .selectFrom('digital_profiles')
    .select('full_name')
    .where('id', '=', profileId)
    .where('org_id', '=', orgId)
    .executeTakeFirst()
