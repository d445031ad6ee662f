import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../../../lib/errors.js'
import { createInterview, loadQuestionSet } from '../create-interview.js'
import { parseCandidates } from '../parse-candidates.js'
import { assertCan } from '../../../permissions/ability.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { BulkResultSchema, BulkSelfInterviewBody } from '../schemas.js'

const MAX_ROWS = 500

/** Bulk invitations from a CSV of candidates: one interview per good row, a result for every row. */
const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bulk',
    {
      config: { can: ['create', 'SelfInterview'] },
      schema: {
        operationId: 'bulkCreateSelfInterviews',
        tags: ['self-interviews'],
        summary: 'Invite candidates from a CSV',
        description: 'Rows `name,email`; bad rows are reported and skipped. Links appear only in this answer.',
        body: BulkSelfInterviewBody,
        response: { 200: BulkResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const orgId = request.user.orgId
      if (!orgId) throw new BadRequestError('Self-interviews are created by members of an organization')
      assertCan(request.ability, 'create', 'SelfInterview', { orgId })
      let rows
      try {
        rows = parseCandidates(request.body.csv)
      } catch (error) {
        throw new BadRequestError(`csv: ${(error as Error).message}`)
      }
      if (!rows.length) throw new BadRequestError('csv: no candidate rows')
      if (rows.length > MAX_ROWS) throw new BadRequestError(`csv: at most ${MAX_ROWS} rows at a time`)
      const set = await loadQuestionSet(app, orgId, request.body.questionSetId)
      const results = []
      for (const r of rows) {
        if (r.error) {
          results.push({ row: r.row, name: r.name, email: r.email, ok: false, error: r.error })
          continue
        }
        const { row, link } = await createInterview(
          app,
          orgId,
          request.user.sub,
          { ...request.body, candidateName: r.name, candidateEmail: r.email },
          set,
        )
        results.push({
          row: r.row,
          name: row.candidate_name,
          email: row.candidate_email,
          ok: true,
          id: row.id,
          link: link.link,
        })
      }
      const created = results.filter((r) => r.ok).length
      return { created, failed: results.length - created, results }
    },
  )
}

export default bulk
