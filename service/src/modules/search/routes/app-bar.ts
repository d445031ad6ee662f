import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { SCREENS } from '../app-bar/screens.js'
import { searchScreens } from '../app-bar/search.js'
import { SearchGroupSchema, SearchQuery } from '../app-bar-schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'

/** The app bar's search over screen titles: only screens the caller may open (its CASL ability) are found. */
const appBar: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        operationId: 'searchScreens',
        tags: ['app-bar'],
        summary: 'Search the screens you may open, grouped by category',
        description:
          'Case-insensitive substring of the title; at most 5 per group; with several groups, a group of more than 3 loses its first 3.',
        querystring: SearchQuery,
        response: { 200: Type.Array(Type.Ref(SearchGroupSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      searchScreens(SCREENS, request.query.q, ([action, subject]) => request.ability.can(action, subject)),
  )
}

export default appBar
