import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { assertCan } from '../../../permissions/ability.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { compareInterviews } from '../compare.js'
import { interviewsToCompare } from '../compare-repository.js'
import { CompareQuery, ComparisonSchema } from '../compare-schemas.js'

/** Candidates of one question set side by side: `GET /api/self-interviews/compare?ids=…`. */
const compare: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/compare',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'compareSelfInterviews',
        tags: ['self-interviews'],
        summary: 'Compare candidates of one question set, question by question',
        description:
          'Their answers (typed, or a recording’s transcript) and the headline scores of their ready reports. ' +
          'All the interviews must be of one question set (400 otherwise); one the caller may not read answers 404.',
        querystring: CompareQuery,
        response: { 200: ComparisonSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { ids } = request.query
      const rows = await interviewsToCompare(app.db, ids, orgScope(request))
      // One message whatever the reason (another organization's, deleted, never existed): ids are not probed.
      if (rows.length !== ids.length) throw new NotFoundError('Self-interview not found')
      for (const row of rows) assertCan(request.ability, 'read', 'SelfInterview', { orgId: row.org_id })
      const set = (r: (typeof rows)[number]) => r.template_id ?? `name:${r.question_set_name}`
      if (new Set(rows.map(set)).size > 1)
        throw new BadRequestError('ids: the interviews to compare must be of one question set')
      return compareInterviews(app.db, rows, request.user.sub)
    },
  )
}

export default compare
