import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { requestAnalysis, type ReportKind, JobAcceptedSchema, queueOf, llmModelOf } from '../../analysis/index.js'
import { assertCan } from '../../../permissions/ability.js'
import { findMeeting } from '../../meetings/index.js'
import { deleteReport, findReport, listReports, toReport } from '../report-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ReportListQuery, ReportPageSchema, ReportSchema } from '../schemas/reports.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { sendJsonPage } from '../../../lib/send-json-page.js'
import share from './share.js'

const TAGS = ['reports']

/** Reports of the caller's organization; sharing lives in ./share.ts, the public view in routes/public. */
const reports: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Report'] },
      schema: {
        operationId: 'listReports',
        tags: TAGS,
        summary: 'List reports',
        description:
          '`q` matches title, subject and summary; `from`/`to` bound `createdAt`. List rows carry no `content`: read it with getReport.',
        querystring: ReportListQuery,
        response: { 200: ReportPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      return sendJsonPage(reply, await listReports(app.db, orgScope(request), request.query))
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Report'] },
      schema: {
        operationId: 'getReport',
        tags: TAGS,
        summary: 'Get a report',
        params: IdParams,
        response: { 200: ReportSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'read', 'Report', { orgId: row.org_id })
      return toReport(row)
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'Report'] },
      schema: {
        operationId: 'deleteReport',
        tags: TAGS,
        summary: 'Delete a report',
        description: 'Its share links stop working.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'delete', 'Report', { orgId: row.org_id })
      await deleteReport(app.db, row.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:id/rerun',
    {
      config: { can: ['create', 'Analysis'] },
      schema: {
        operationId: 'rerunReport',
        tags: TAGS,
        summary: 'Run a report’s analysis again',
        description: 'Refills the same report (same id) from the meeting’s current transcript; poll the job.',
        params: IdParams,
        response: { 202: JobAcceptedSchema, ...errorResponses(402, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const row = await findReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'create', 'Analysis', { orgId: row.org_id })
      if (row.status === 'queued' || row.status === 'running')
        throw new ConflictError('The report is being produced already')
      const meeting = row.meeting_id ? await findMeeting(app.db, row.meeting_id, row.org_id) : undefined
      if (!meeting) throw new ConflictError('The report’s source meeting no longer exists')
      const jobId = await requestAnalysis(app.db, queueOf(app), {
        meeting,
        kinds: [row.kind as ReportKind],
        engine: row.engine,
        subject: row.subject,
        aboutMeeting: row.subject === null,
        createdBy: request.user.sub,
        rerunReportId: row.id,
        llmModel: llmModelOf(app.config),
      })
      return reply.code(202).send({ jobId })
    },
  )

  await app.register(share)
}

export default reports
