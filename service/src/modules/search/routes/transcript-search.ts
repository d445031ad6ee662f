import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { searchText } from '../transcript-search-repository.js'
import { TranscriptSearchPage, TranscriptSearchQuery } from '../transcript-search-schemas.js'
import { BadRequestError } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** Full-text search in what was said (transcripts) and written (reports) in the caller's organization. */
const transcriptSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/transcripts',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'searchTranscripts',
        tags: ['app-bar'],
        summary: 'Search the words of transcripts and reports',
        description:
          'PostgreSQL full-text search in each transcript’s language (English, Russian and French stemmed; other languages word for word), ranked by `ts_rank_cd`. One hit per utterance, with the second it starts (`/meetings/{id}?t=`), the speaker and a snippet whose matched words are marked; reports (ready ones, by title, subject, summary and content) when the caller may read reports. Only the caller’s organization; where the organization masks transcripts, only the masked text is searched and quoted. A blank query answers 400.',
        querystring: TranscriptSearchQuery,
        response: { 200: TranscriptSearchPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, lang, page, pageSize } = request.query
      const text = q.trim()
      if (!text) throw new BadRequestError('Type something to search for')
      return searchText(
        app.db,
        { orgId: orgScope(request), transcripts: true, reports: request.ability.can('read', 'Report') },
        text,
        { ...(lang ? { lang } : {}), page, pageSize },
      )
    },
  )
}

export default transcriptSearch
