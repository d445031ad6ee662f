import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoContent } from '../../../lib/schemas/common.js'
import { setBudget } from '../budget-repository.js'
import { BudgetBody } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { billingOrg } from './billing-scope.js'

/** The monthly budget and its optional hard cap: an admin for its organization, or the superadmin. */
const budget: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/budget',
    {
      config: { can: ['update', 'Billing'] },
      schema: {
        operationId: 'setBudget',
        tags: ['billing'],
        summary: 'Set the monthly budget',
        description:
          'Alerts mail at 50, 80 and 100 % of the budget, once each a month; with `hardCap`, new analyses, summaries and transcriptions answer 402 once it is spent. `monthlyBudgetMinor: null` removes the budget.',
        body: BudgetBody,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const orgId = await billingOrg(request, request.body.orgId, 'update')
      await setBudget(
        app.db,
        orgId,
        request.body.monthlyBudgetMinor,
        request.body.monthlyBudgetMinor === null ? false : request.body.hardCap,
      )
      return reply.code(204).send(null)
    },
  )
}

export default budget
