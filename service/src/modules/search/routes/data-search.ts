import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { searchData } from '../data-search-repository.js'
import { DataSearchPage, DataSearchQuery } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** The app bar's data search (Ctrl+K): the caller's organization's meetings, reports and profiles it may read. */
const search: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'searchData',
        tags: ['app-bar'],
        summary: 'Find meetings, reports and profiles by name',
        description:
          'Meetings by title, reports by title or subject, digital profiles by name or e-mail; only the caller’s organization and only the kinds of record its role may read. A title that starts with `q` ranks first, then the newest.',
        querystring: DataSearchQuery,
        response: { 200: DataSearchPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const can = (subject: 'Meeting' | 'Report' | 'DigitalProfile') => request.ability.can('read', subject)
      const types = new Set([
        ...(can('Meeting') ? ['meeting' as const] : []),
        ...(can('Report') ? ['report' as const] : []),
        ...(can('DigitalProfile') ? ['profile' as const] : []),
      ])
      const { q, page, itemsPerPage } = request.query
      return searchData(app.db, { orgId: orgScope(request), types }, q.trim() || q, page, itemsPerPage)
    },
  )
}

export default search
