import type { SecretBox } from '../../lib/secret-box.js'
import type { ModelSettings } from './model-settings.js'

export interface LlmEnv {
  LLM_BASE_URL?: string
  LLM_API_KEY?: string
  LLM_MODEL?: string
  LLM_TIMEOUT_MS: number
  LLM_MAX_RETRIES: number
  LLM_ALLOW_PRIVATE: boolean
}
export interface OrgLlmRow {
  base_url: string | null
  model: string | null
  api_key_sealed: string | null
}

export type Effective =
  { ok: true; settings: ModelSettings; source: 'organization' | 'environment' } | { ok: false; missing: string }

/** The secret box context of an organization's model key: a sealed key copied to another organization fails to open. */
export const keyContext = (orgId: string) => `llm-api-key:${orgId}`

/**
 * The organization's model settings over the LLM_* environment, field by field: an organization may set only
 * its model and use the environment's endpoint. The key goes with the endpoint it was set for: an organization
 * with its own base URL never sends the environment's key there.
 */
export function effectiveSettings(env: LlmEnv, box: SecretBox, orgId: string, row?: OrgLlmRow | null): Effective {
  const ownUrl = row?.base_url ?? null
  const baseUrl = ownUrl ?? env.LLM_BASE_URL
  const model = row?.model ?? env.LLM_MODEL
  const apiKey = row?.api_key_sealed
    ? box.open(row.api_key_sealed, keyContext(orgId))
    : ownUrl
      ? undefined
      : env.LLM_API_KEY
  if (!baseUrl || !model) {
    // Said to users: no setting names (the README tells operators about LLM_BASE_URL and LLM_MODEL).
    return {
      ok: false,
      missing: 'No model is connected. An admin can connect a model in Model settings; the built-in engine needs none.',
    }
  }
  return {
    ok: true,
    source: row?.base_url || row?.model ? 'organization' : 'environment',
    settings: {
      baseUrl,
      model,
      apiKey,
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxRetries: env.LLM_MAX_RETRIES,
      allowPrivate: env.LLM_ALLOW_PRIVATE,
    },
  }
}
