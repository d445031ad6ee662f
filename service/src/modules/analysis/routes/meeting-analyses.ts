import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { requestAnalysesBySubject } from '../request-analyses.js'
import { requestAnalysis } from '../request-analysis.js'
import { assertCan } from '../../../permissions/ability.js'
import { findMeeting } from '../../meetings/index.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { CreateAnalysisBody, JobAcceptedSchema } from '../schemas/jobs.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { queueOf } from './queue-of.js'
import { llmModelOf } from '../engines.js'

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
          'One report per requested kind (per chosen person with `subjects`). Poll the job(s) for progress; the meeting is `processing` until they end. The request is one analysed meeting however many jobs it becomes (none more when the meeting was analysed this month already). 402 when the plan’s analysed meetings or the budget’s hard cap (counting work in progress at its price) would be passed.',
        params: IdParams,
        body: CreateAnalysisBody,
        response: { 202: JobAcceptedSchema, ...errorResponses(400, 402, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const meeting = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!meeting) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'create', 'Analysis', { orgId: meeting.org_id })
      const { subjects } = request.body
      if (subjects) {
        if (request.body.subject) throw new BadRequestError('Send either subject or subjects, not both')
        const base = {
          meeting,
          kinds: request.body.kinds,
          engine: request.body.engine ?? 'builtin',
          createdBy: request.user.sub,
          llmModel: llmModelOf(app.config),
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
        llmModel: llmModelOf(app.config),
      })
      return reply.code(202).send({ jobId })
    },
  )
}

export default analyses
