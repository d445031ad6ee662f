import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { assertCan } from '../../../permissions/ability.js'
import { listSummaryPrompts } from '../summary-prompt-repository.js'
import { SummaryPromptListSchema } from '../schemas.js'
import { TAGS } from './runs.js'

/** The organization's summary-prompt templates (extra instructions for the llm engine), to pick one for a run. */
const prompts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prompts',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'listLlmSummaryPrompts',
        tags: TAGS,
        summary: "Your organization's summary-prompt templates, every version",
        response: { 200: SummaryPromptListSchema },
      },
    },
    async (request) => {
      const orgId = request.user.orgId
      // An account of no organization (the superadmin) has no prompts of its own: an empty list, not an error.
      if (!orgId) return { prompts: [] }
      assertCan(request.ability, 'read', 'LlmRun', { orgId })
      const rows = await listSummaryPrompts(app.db, orgId)
      return {
        prompts: rows.map((r) => ({
          id: r.id,
          name: r.name,
          version: r.version,
          updatedAt: r.updated_at.toISOString(),
        })),
      }
    },
  )
}

export default prompts
