import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import dashboard from './dashboard.js'
import prices from './prices.js'
import settings from './settings.js'
import subjectCosts from './subject-costs.js'

/** /api/costs: the price table, the cost dashboards and the cost lines of one meeting or report. */
const costs: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(prices)
  await app.register(dashboard)
  await app.register(subjectCosts)
  await app.register(settings)
}

export default costs
