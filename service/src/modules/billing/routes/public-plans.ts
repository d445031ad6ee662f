import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { throttled } from '../../../plugins/app/throttle.js'
import { PLAN_IDS } from '../plan-catalogue.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { BILLING_CYCLES, PlanCatalogueSchema, SELF_SERVE_PLANS } from '../plans-schemas.js'
import { ACCOUNT_LIMITS, TAX_RULE, YEARLY_MONTHS_CHARGED } from '../billing-terms.js'
import { PLANS } from '../plan-catalogue.js'

/** The plan catalogue of the payment and checkout front pages: the prices the account's plan tab shows. */
const plans: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (r) => `public-plans-ip:${r.ip}`,
  })
  const catalogue = {
    plans: PLAN_IDS.map((plan) => ({
      plan,
      ...PLANS[plan],
      accountLimit: ACCOUNT_LIMITS[plan],
      selfServe: (SELF_SERVE_PLANS as readonly string[]).includes(plan),
    })),
    terms: {
      cycles: [...BILLING_CYCLES],
      yearlyMonthsCharged: YEARLY_MONTHS_CHARGED,
      tax: TAX_RULE,
      payment: 'invoice' as const,
    },
  }

  app.get(
    '',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicPlans',
        tags: ['public'],
        summary: 'Plans, prices and billing terms',
        description:
          'The plan catalogue, the billing cycles, the tax rule and how payment works (by invoice). Rate-limited per address.',
        security: [],
        response: { 200: PlanCatalogueSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many plan requests')) return reply
      return catalogue
    },
  )
}

export default plans
