import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listFaqGroups, listSales } from '../pages-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { FaqGroupSchema, FaqQuery, SalesRowSchema } from '../schemas.js'
import datatablePage from './datatable-page.js'
import helpCenter from './help-center.js'
import profile from './profile.js'
import { sandboxScope } from '../../scope.js'

export const TAGS = ['sandbox-pages']

/** Sample pages of the template: data table, FAQ, help center, profile. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/datatable',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listSalesRows',
        tags: TAGS,
        summary: 'Sales rows of the data-table page',
        response: { 200: Type.Array(SalesRowSchema) },
      },
    },
    async (request) => listSales(app.db, sandboxScope(request)),
  )

  app.get(
    '/faq',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listFaqGroups',
        tags: TAGS,
        summary: 'FAQ groups',
        description: 'q matches question text; groups without a match are left out.',
        querystring: FaqQuery,
        response: { 200: Type.Array(FaqGroupSchema), ...errorResponses(400) },
      },
    },
    async (request) => listFaqGroups(app.db, request.query.q),
  )

  await app.register(datatablePage)
  await app.register(helpCenter, { prefix: '/help-center' })
  await app.register(profile, { prefix: '/profile' })
}

export default pages
