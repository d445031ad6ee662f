import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { findAnalysis, toJob } from '../analysis-repository.js'
import { failUnfinishedReports, finishAnalysis, settleMeeting } from '../analysis-run-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { JobSchema } from '../schemas/jobs.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { queueOf } from './queue-of.js'
import { endReservations } from '../../billing/index.js'

const TAGS = ['analyses']

/** Analysis jobs: progress to poll, and cancelling. Our analyses table is the source of truth, not pg-boss. */
const jobs: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      config: { can: ['read', 'Analysis'] },
      schema: {
        operationId: 'getJob',
        tags: TAGS,
        summary: 'Get an analysis job',
        params: IdParams,
        response: { 200: JobSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findAnalysis(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Job not found')
      assertCan(request.ability, 'read', 'Analysis', { orgId: row.org_id })
      return toJob(row)
    },
  )

  // Whoever may request an analysis may withdraw it: cancelling needs `create Analysis`, not an admin's `update`.
  app.post(
    '/:id/cancel',
    {
      config: { can: ['create', 'Analysis'] },
      schema: {
        operationId: 'cancelJob',
        tags: TAGS,
        summary: 'Cancel an analysis job',
        description: 'Reports already finished stay; the others are marked failed. A finished job answers 409.',
        params: IdParams,
        response: { 200: JobSchema, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await findAnalysis(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Job not found')
      assertCan(request.ability, 'create', 'Analysis', { orgId: row.org_id })
      const queue = queueOf(app)
      const cancelled = await app.db.transaction().execute(async (trx) => {
        if (!(await finishAnalysis(trx, row.id, 'cancelled', 'Cancelled'))) return false
        await failUnfinishedReports(trx, row.id, 'The analysis was cancelled')
        await endReservations(trx, `analysis:${row.id}`)
        await settleMeeting(trx, row.meeting_id)
        if (row.boss_job_id) await queue.cancel(trx, row.boss_job_id)
        return true
      })
      if (!cancelled)
        throw new ConflictError(`The job has already ${row.status === 'cancelled' ? 'been cancelled' : 'finished'}`)
      return toJob((await findAnalysis(app.db, row.id, null))!)
    },
  )
}

export default jobs
