import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { findBillingProfile, saveBillingProfile } from '../billing-profile-repository.js'
import { BillingProfileBody, BillingProfileSchema, OrgQuery } from '../schemas.js'
import { billingOrg } from './billing-scope.js'

const TAGS = ['billing']

/** The buyer's details invoices print: read with billing, edited by the organization's admin (or the superadmin). */
const billingProfile: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (orgId: string) => {
    const p = await findBillingProfile(app.db, orgId)
    return { orgId, ...p, language: p.language as 'en', updatedAt: p.updatedAt?.toISOString() ?? null }
  }

  app.get(
    '/profile',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'getBillingProfile',
        tags: TAGS,
        summary: 'The organization’s billing profile (invoice buyer)',
        querystring: OrgQuery,
        response: { 200: BillingProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => answer(await billingOrg(request, request.query.orgId)),
  )

  app.put(
    '/profile',
    {
      config: { can: ['update', 'Billing'] },
      schema: {
        operationId: 'setBillingProfile',
        tags: TAGS,
        summary: 'Set the organization’s billing profile',
        description: 'Invoices issued from now on print it; issued invoices keep the buyer they were issued to.',
        body: BillingProfileBody,
        response: { 200: BillingProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.body.orgId, 'update')
      const b = request.body
      const email = b.email.trim()
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new FieldErrors({ email: ['Not an e-mail address'] })
      await saveBillingProfile(
        app.db,
        orgId,
        {
          legalName: b.legalName.trim(),
          address: b.address.replace(/\r\n?/g, '\n').trim(),
          vatId: b.vatId.trim().toUpperCase(),
          email,
          language: b.language,
        },
        request.user.sub,
      )
      return answer(orgId)
    },
  )
}

export default billingProfile
