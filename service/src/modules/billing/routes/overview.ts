import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can } from '../../../permissions/ability.js'
import { monthAlerts } from '../budget-repository.js'
import { accountUsage, monthStatus } from '../month-status.js'
import { findOrg, listOrganizations } from '../org-repository.js'
import { planOf } from '../plan-catalogue.js'
import { BillingOrganizationsSchema, BillingOverviewSchema, OrgQuery } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { billingOrg, NO_ORG } from './billing-scope.js'

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
      const org = (await findOrg(app.db, orgId))!
      const plan = planOf(org.plan)
      const [status, alerts, accounts] = await Promise.all([
        monthStatus(app.db, orgId),
        monthAlerts(app.db, orgId),
        accountUsage(app.db, orgId),
      ])
      return {
        orgId,
        orgName: org.name,
        plan: { id: plan.plan, name: plan.name, priceMonthlyMinor: plan.priceMonthlyMinor, currency: plan.currency },
        balanceMinor: status.balanceMinor,
        currency: status.currency,
        month: { ...status.month, spendMinor: status.spendMinor, reservedMinor: status.reservedMinor },
        budget: { monthlyBudgetMinor: status.monthlyBudgetMinor, hardCap: status.hardCap, alerts },
        limits: {
          ...accounts,
          analysedMeetings: status.analysedMeetings,
          analysedMeetingsInProgress: status.analysedMeetingsInProgress,
          analysedMeetingLimit: status.analysedMeetingLimit,
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
      const everyOrg = can(request.ability, 'read', 'Billing', { orgId: NO_ORG })
      return { organizations: await listOrganizations(app.db, everyOrg ? null : (request.user.orgId ?? NO_ORG)) }
    },
  )
}

export default overview
