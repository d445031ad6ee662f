import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'
import {
  findModelCall,
  listModelCalls,
  modelCallAttempts,
  modelCallModels,
  modelCallOrganizations,
  type ModelCallListRow,
} from '../model-call-repository.js'
import { ModelCallListQuery, ModelCallPageSchema, ModelCallSchema } from '../schemas.js'

const TAGS = ['model-calls']

const toItem = (r: Omit<ModelCallListRow, 'total_count'>) => ({
  id: r.id,
  orgId: r.org_id,
  orgName: r.org_name,
  served: r.served_kind,
  servedId: r.served_id,
  callGroup: r.call_group,
  attempt: r.attempt,
  engine: r.engine,
  model: r.model,
  status: r.status,
  error: r.error,
  tokensIn: r.tokens_in,
  tokensOut: r.tokens_out,
  latencyMs: r.latency_ms,
  costMinor: Number(r.cost_minor),
  currency: r.currency,
  createdAt: r.created_at.toISOString(),
})

/**
 * /api/model-calls: the trace of every model call. Readable by whoever reads the LLM area (`read LlmRun`: an
 * organization's admin its own calls, the superadmin every organization's). The omc role reads costs but not
 * these: a trace carries the conversation's text (masked, yet still what was said).
 */
const modelCalls: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'listModelCalls',
        tags: TAGS,
        summary: 'List model call traces, newest first',
        description:
          'Filters: `model`, `status`, `served` (what the call was for), `from`/`to` (UTC days, inclusive). `orgId` is for the superadmin only; everyone else sees their own organization.',
        querystring: ModelCallListQuery,
        response: { 200: ModelCallPageSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const q = request.query
      const scope = orgScope(request)
      if (q.orgId && scope) throw new BadRequestError('Only the superadmin may filter by organization')
      if (q.from && q.to && q.from > q.to) throw new BadRequestError('from must not be after to')
      const orgId = scope ?? q.orgId ?? null
      const [{ rows, total }, models, organizations] = await Promise.all([
        listModelCalls(app.db, {
          orgId,
          model: q.model,
          status: q.status,
          servedKind: q.served,
          from: q.from,
          to: q.to,
          page: q.page,
          itemsPerPage: q.itemsPerPage,
        }),
        modelCallModels(app.db, orgId),
        scope ? [] : modelCallOrganizations(app.db),
      ])
      return { calls: rows.map(toItem), total, models, organizations }
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'getModelCall',
        tags: TAGS,
        summary: 'One model call trace with its prompt, response and the other attempts of the call',
        params: IdParams,
        response: {
          200: ModelCallSchema,
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const row = await findModelCall(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Model call not found')
      const attempts = await modelCallAttempts(app.db, row.call_group, row.org_id)
      return {
        ...toItem(row),
        prompt: row.prompt,
        response: row.response,
        attempts: attempts.map((a) => ({
          id: a.id,
          attempt: a.attempt,
          status: a.status,
          latencyMs: a.latency_ms,
          createdAt: a.created_at.toISOString(),
        })),
      }
    },
  )
}

export default modelCalls
