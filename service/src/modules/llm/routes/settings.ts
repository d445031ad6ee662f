import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { checkLlmBaseUrl, LlmEngineError } from '../../analysis/index.js'
import { effectiveSettings, keyContext } from '../effective-settings.js'
import { assertCan } from '../../../permissions/ability.js'
import { findLlmSettings, saveLlmSettings } from '../llm-settings-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { LlmSettingsSchema, UpdateLlmSettingsBody } from '../schemas.js'
import { TAGS } from './runs.js'

/** The organization's own model (base URL, model, key); each field unset falls back to the LLM_* environment. */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  const orgOf = (request: FastifyRequest, action: 'read' | 'update') => {
    const orgId = request.user.orgId
    if (!orgId) throw new NotFoundError('Your account belongs to no organization, so it has no model settings')
    assertCan(request.ability, action, 'LlmRun', { orgId })
    return orgId
  }
  /** An account of no organization (the superadmin) reads what the environment gives: nothing of its own is set. */
  const answer = async (orgId: string | null) => {
    const row = orgId ? await findLlmSettings(app.db, orgId) : undefined
    let eff
    try {
      eff = effectiveSettings(app.config, app.secretBox, orgId ?? '', row)
    } catch {
      eff = {
        ok: false as const,
        missing: 'The stored API key cannot be read (the service secret changed): set it again',
      }
    }
    return {
      baseUrl: row?.base_url ?? null,
      model: row?.model ?? null,
      apiKeySet: Boolean(row?.api_key_sealed),
      effective: eff.ok
        ? {
            configured: true,
            source: eff.source,
            baseUrl: eff.settings.baseUrl,
            model: eff.settings.model,
            message: null,
          }
        : { configured: false, source: 'none' as const, baseUrl: null, model: null, message: eff.missing },
      updatedAt: row?.updated_at.toISOString() ?? null,
    }
  }

  app.get(
    '/settings',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'getLlmSettings',
        tags: TAGS,
        summary: "Your organization's model settings (the key is never returned)",
        response: { 200: LlmSettingsSchema },
      },
    },
    async (request) => answer(request.user.orgId ? orgOf(request, 'read') : null),
  )

  app.put(
    '/settings',
    {
      config: { can: ['update', 'LlmRun'] },
      schema: {
        operationId: 'updateLlmSettings',
        tags: TAGS,
        summary: "Set your organization's model",
        description:
          'null clears a field (the environment applies again); an absent apiKey keeps the stored one. Private and loopback URLs are refused unless LLM_ALLOW_PRIVATE is set.',
        body: UpdateLlmSettingsBody,
        response: { 200: LlmSettingsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = orgOf(request, 'update')
      const b = request.body
      const row = await findLlmSettings(app.db, orgId)
      const baseUrl = b.baseUrl === undefined ? (row?.base_url ?? null) : b.baseUrl
      if (baseUrl) {
        try {
          checkLlmBaseUrl(baseUrl, app.config.LLM_ALLOW_PRIVATE)
        } catch (err) {
          if (err instanceof LlmEngineError) throw new BadRequestError(err.message)
          throw err
        }
      }
      // A key belongs to the endpoint it was given for: a new base URL without a new key drops the old key.
      const urlChanged = b.baseUrl !== undefined && b.baseUrl !== (row?.base_url ?? null)
      const sealed =
        b.apiKey === undefined
          ? urlChanged
            ? null
            : (row?.api_key_sealed ?? null)
          : b.apiKey === null
            ? null
            : app.secretBox.seal(b.apiKey, keyContext(orgId))
      await saveLlmSettings(app.db, orgId, request.user.sub, {
        base_url: baseUrl,
        model: b.model === undefined ? (row?.model ?? null) : b.model,
        api_key_sealed: sealed,
      })
      return answer(orgId)
    },
  )
}

export default settings
