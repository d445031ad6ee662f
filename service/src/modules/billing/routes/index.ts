import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import billingProfile from './billing-profile.js'
import budget from './budget.js'
import budgetStatus from './budget-status.js'
import invoices from './invoices.js'
import movements from './movements.js'
import overview from './overview.js'

/** /api/billing: plan and balance, the balance ledger, the budget, and monthly invoices. */
const billing: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(overview)
  await app.register(movements)
  await app.register(budget)
  await app.register(budgetStatus)
  await app.register(invoices)
  await app.register(billingProfile)
}

export default billing
