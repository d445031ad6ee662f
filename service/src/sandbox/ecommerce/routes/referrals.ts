import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listReferrals } from '../referrals-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ReferralPage, ReferralQuery } from '../schemas.js'
import { sandboxScope } from '../../scope.js'

const referrals: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listReferrals',
        tags: ['sandbox-ecommerce'],
        summary: 'List referrals',
        description: 'sortBy users, referred-id, earning, value, status (amounts sort without their currency sign).',
        querystring: ReferralQuery,
        response: { 200: ReferralPage, ...errorResponses(400) },
      },
    },
    async (request) => listReferrals(app.db, sandboxScope(request), request.query),
  )
}

export default referrals
