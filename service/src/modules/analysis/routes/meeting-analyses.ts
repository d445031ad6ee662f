import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { requestAnalysesBySubject } from '../request-analyses.js'
import { requestAnalysis } from '../request-analysis.js'
import { assertCan } from '../../../permissions/ability.js'
import { findMeeting } from '../../meetings/index.js'
import { assertWithinBudget, assertPlanAllowsAnalysis } from '../../billing/index.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { CreateAnalysisBody, JobAcceptedSchema } from '../schemas/jobs.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { queueOf } from './queue-of.js'

/** Requesting reports for a meeting: long work, so 202 with a job to poll at /api/jobs/{id}. */
const analyses: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/analyses',
    {
      config: { can: ['create', 'Analysis'] },
      schema: {
        operationId: 'createAnalysis',
        tags: ['analyses'],
        summary: 'Analyze a meeting into reports',
        description:
          'One report per requested kind (per chosen person with `subjects`). Poll the job(s) for progress; the meeting is `processing` until they end. 402 when the budget cap or the plan limit of analysed meetings is reached.',
        params: IdParams,
        body: CreateAnalysisBody,
        response: { 202: JobAcceptedSchema, ...errorResponses(400, 402, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const meeting = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!meeting) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'create', 'Analysis', { orgId: meeting.org_id })
      await assertWithinBudget(app.db, meeting.org_id)
      await assertPlanAllowsAnalysis(app.db, meeting.org_id, meeting.id)
      const { subjects } = request.body
      if (subjects) {
        if (request.body.subject) throw new BadRequestError('Send either subject or subjects, not both')
        const base = {
          meeting,
          kinds: request.body.kinds,
          engine: request.body.engine ?? 'builtin',
          createdBy: request.user.sub,
        }
        const jobIds = await requestAnalysesBySubject(app.db, queueOf(app), base, subjects)
        return reply.code(202).send({ jobId: jobIds[0], jobIds })
      }
      const jobId = await requestAnalysis(app.db, queueOf(app), {
        meeting,
        kinds: request.body.kinds,
        engine: request.body.engine ?? 'builtin',
        subject: request.body.subject,
        createdBy: request.user.sub,
      })
      return reply.code(202).send({ jobId })
    },
  )
}

export default analyses
