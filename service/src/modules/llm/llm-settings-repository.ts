import '../../db/tables/llm.js'
import type { Handle } from '../../db/handle.js'

export const findLlmSettings = (db: Handle, orgId: string) =>
  db.selectFrom('llm_settings').selectAll().where('org_id', '=', orgId).executeTakeFirst()

export interface LlmSettingsValues {
  base_url: string | null
  model: string | null
  api_key_sealed: string | null
}

/** One row per organization: written whole, so a PUT is an upsert. */
export const saveLlmSettings = (db: Handle, orgId: string, accountId: string, values: LlmSettingsValues) =>
  db
    .insertInto('llm_settings')
    .values({ org_id: orgId, ...values, updated_by: accountId, updated_at: new Date() })
    .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...values, updated_by: accountId, updated_at: new Date() }))
    .execute()
