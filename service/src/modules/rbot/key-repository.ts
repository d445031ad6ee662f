import type { Handle } from '../../db/handle.js'
import '../../db/tables/rbot.js'

const KEY_COLUMNS = ['id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'] as const

/** The newest 100 keys; `orgId` null: every organization's. */
export const listKeys = (db: Handle, orgId: string | null) =>
  db
    .selectFrom('rbot_api_keys')
    .select(KEY_COLUMNS)
    .$if(orgId !== null, (q) => q.where('org_id', '=', orgId!))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute()

export const insertKey = (
  db: Handle,
  v: { orgId: string; name: string; keyHash: string; prefix: string; createdBy: string },
) =>
  db
    .insertInto('rbot_api_keys')
    .values({ org_id: v.orgId, name: v.name, key_hash: v.keyHash, prefix: v.prefix, created_by: v.createdBy })
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow()

export const findKey = (db: Handle, id: string, orgId: string | null) =>
  db
    .selectFrom('rbot_api_keys')
    .select(['id', 'org_id'])
    .where('id', '=', id)
    .$if(orgId !== null, (q) => q.where('org_id', '=', orgId!))
    .executeTakeFirst()

export async function revokeKey(db: Handle, id: string) {
  await db
    .updateTable('rbot_api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
}

/** The key a bot presents, by its hash; revoked keys are not found. */
export const findActiveKeyByHash = (db: Handle, keyHash: string) =>
  db
    .selectFrom('rbot_api_keys')
    .select(['id', 'org_id'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()

export async function markKeyUsed(db: Handle, id: string) {
  await db.updateTable('rbot_api_keys').set({ last_used_at: new Date() }).where('id', '=', id).execute()
}
