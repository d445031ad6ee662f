import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { subjectCostRows, subjectExists } from '../cost-rows-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { SubjectCostSchema } from '../schemas/dashboard.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { costOrgScope } from './cost-scope.js'

const TAGS = ['costs']

/** The cost lines of one meeting or report, for its own page. Another organization's record is 404. */
const subjectCosts: FastifyPluginAsyncTypebox = async (app) => {
  for (const subject of ['meeting', 'report'] as const) {
    app.get(
      `/${subject}s/:id`,
      {
        config: { can: ['read', 'Cost'] },
        schema: {
          operationId: subject === 'meeting' ? 'getMeetingCost' : 'getReportCost',
          tags: TAGS,
          summary: `Cost lines of a ${subject}`,
          params: IdParams,
          response: { 200: SubjectCostSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const scope = costOrgScope(request)
        if (!(await subjectExists(app.db, subject, request.params.id, scope)))
          throw new NotFoundError(`${subject === 'meeting' ? 'Meeting' : 'Report'} not found`)
        const rows = await subjectCostRows(app.db, subject, request.params.id, scope)
        const totals = new Map<string, number>()
        for (const r of rows) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.shareMinor)
        return { rows, totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })) }
      },
    )
  }
}

export default subjectCosts
