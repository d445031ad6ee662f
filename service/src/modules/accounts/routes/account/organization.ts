import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../../lib/errors.js'
import { findOrganization } from '../../organization-repository.js'
import { ConnectionsSchema, OrganizationPlanSchema } from '../../schemas/organization.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { currentAccount, TAGS } from './current-account.js'
import { planOf } from '../../../billing/index.js'
/** Billing-plans and connection tabs: what the organization has, read-only here. */
const organization: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plan',
    {
      schema: {
        operationId: 'getAccountPlan',
        tags: TAGS,
        summary: 'Your organization’s plan',
        description: '404 for accounts that belong to no organization (superadmin, demo, omc).',
        response: { 200: OrganizationPlanSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const account = await currentAccount(app, request)
      const org = account.org_id ? await findOrganization(app.db, account.org_id) : undefined
      if (!org) throw new NotFoundError('Your account belongs to no organization, so it has no plan')
      return { orgId: org.id, orgName: org.name, ...planOf(org.plan) }
    },
  )

  app.get(
    '/connections',
    {
      schema: {
        operationId: 'listAccountConnections',
        tags: TAGS,
        summary: 'Linked services and the integrations available',
        response: { 200: ConnectionsSchema, ...errorResponses(401) },
      },
    },
    async () => {
      const llm = Boolean(app.config.LLM_BASE_URL)
      const smtp = Boolean(app.config.SMTP_URL)
      return {
        // No BigBlueButton server registry exists yet, so nothing is linked; this lists them once it does.
        connections: [],
        services: [
          {
            id: 'bigbluebutton' as const,
            name: 'BigBlueButton',
            description: 'Video meetings recorded and monitored for analysis',
            configured: false,
            detail: 'No BigBlueButton server is linked',
          },
          {
            id: 'smtp' as const,
            name: 'E-mail (SMTP)',
            description: 'Invitations, password resets and notifications by e-mail',
            configured: smtp,
            detail: smtp
              ? 'Mail is sent through the configured SMTP server'
              : 'No mail server is set up: mails stay in the outbox',
          },
          {
            id: 'llm' as const,
            name: 'Language model',
            description: 'Analyses and summaries by an OpenAI-compatible endpoint',
            configured: llm,
            detail: llm
              ? 'The service has a default model'
              : 'The service has no default model: the built-in engine is used unless an admin connects a model in Model settings',
          },
        ],
      }
    },
  )
}

export default organization
