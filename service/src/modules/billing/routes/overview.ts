import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can } from '../../../permissions/ability.js'
import { findBilling, monthAlerts } from '../budget-repository.js'
import { localMonth, spendBetween } from '../org-month.js'
import { planUsage } from '../plan-usage.js'
import { planOf } from '../plan-catalogue.js'
import { BillingOrganizationsSchema, BillingOverviewSchema, OrgQuery } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { billingOrg } from './billing-scope.js'

const TAGS = ['billing']

/** The billing page's head: plan, balance, this month's spend against the budget, plan limits as usage. */
const overview: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'getBilling',
        tags: TAGS,
        summary: 'Plan, balance, budget and plan limits of an organization',
        querystring: OrgQuery,
        response: { 200: BillingOverviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.query.orgId)
      const org = await app.db
        .selectFrom('organizations')
        .select(['name', 'plan'])
        .where('id', '=', orgId)
        .executeTakeFirstOrThrow()
      const plan = planOf(org.plan)
      const billing = await findBilling(app.db, orgId)
      const month = await localMonth(app.db, orgId)
      const currency = billing?.currency ?? plan.currency
      const [spend, alerts, usage] = await Promise.all([
        spendBetween(app.db, orgId, month.start, month.end, currency),
        monthAlerts(app.db, orgId),
        planUsage(app.db, orgId),
      ])
      return {
        orgId,
        orgName: org.name,
        plan: { id: plan.plan, name: plan.name, priceMonthlyMinor: plan.priceMonthlyMinor, currency: plan.currency },
        balanceMinor: billing?.balance_minor ?? 0,
        currency,
        month: { ...month, spendMinor: spend },
        budget: {
          monthlyBudgetMinor: billing?.monthly_budget_minor ?? null,
          hardCap: billing?.hard_cap ?? false,
          alerts,
        },
        limits: {
          accounts: usage.accounts,
          accountLimit: usage.accountLimit,
          analysedMeetings: usage.analysedMeetings,
          analysedMeetingLimit: usage.analysedMeetingLimit,
        },
      }
    },
  )

  app.get(
    '/organizations',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'listBillingOrganizations',
        tags: TAGS,
        summary: 'Organizations whose billing the caller reads',
        response: { 200: BillingOrganizationsSchema },
      },
    },
    async (request) => {
      let q = app.db.selectFrom('organizations').select(['id', 'name']).orderBy('name').limit(500)
      if (!can(request.ability, 'read', 'Billing', { orgId: '00000000-0000-0000-0000-000000000000' }))
        q = q.where('id', '=', request.user.orgId ?? '00000000-0000-0000-0000-000000000000')
      return { organizations: await q.execute() }
    },
  )
}

export default overview
