import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { assertCan } from '../../../permissions/ability.js'
import { monthStatus } from '../month-status.js'
import { Nullable, StringEnum } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'

/** At this share of the budget the app shows the "near" banner; at 100 % "over". */
export const NEAR_PERCENT = 80

const BudgetStatusSchema = Type.Object(
  {
    level: StringEnum(['none', 'ok', 'near', 'over'], {
      description: '`none`: no organization or no budget; `near`: 80 % or more spent; `over`: the budget is spent',
    }),
    percent: Nullable(
      Type.Integer({ minimum: 0, description: 'This month’s spend as a share of the budget, rounded down' }),
    ),
    spendMinor: Type.Integer({ description: 'Billed this month' }),
    reservedMinor: Type.Integer({ description: 'Queued and running work at its reserved price' }),
    budgetMinor: Nullable(Type.Integer()),
    currency: Type.String(),
    hardCap: Type.Boolean({ description: 'When `over`, new analyses, summaries and transcriptions are refused (402)' }),
  },
  { additionalProperties: false },
)

/**
 * The app-wide budget banner's data for the caller's own organization: this month's spend (in the organization's
 * time zone) against its budget. Small and cheap (indexed reads of the rollups), since every signed-in page asks for it.
 */
const budgetStatus: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/budget-status',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'getBudgetStatus',
        tags: ['billing'],
        summary: 'How near the caller’s organization is to its monthly budget',
        response: { 200: BudgetStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const orgId = request.user.orgId
      const none = {
        level: 'none' as const,
        percent: null,
        spendMinor: 0,
        reservedMinor: 0,
        budgetMinor: null,
        currency: 'EUR',
        hardCap: false,
      }
      if (!orgId) return none
      assertCan(request.ability, 'read', 'Cost', { orgId })
      const s = await monthStatus(app.db, orgId)
      if (!s.monthlyBudgetMinor) return { ...none, currency: s.currency }
      const percent = Math.floor((s.spendMinor * 100) / s.monthlyBudgetMinor)
      return {
        level: percent >= 100 ? ('over' as const) : percent >= NEAR_PERCENT ? ('near' as const) : ('ok' as const),
        percent,
        spendMinor: s.spendMinor,
        reservedMinor: s.reservedMinor,
        budgetMinor: s.monthlyBudgetMinor,
        currency: s.currency,
        hardCap: s.hardCap,
      }
    },
  )
}

export default budgetStatus
