import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { UnsupportedTypeError } from '../llm-errors.js'
import { textSegments, UnsupportedSourceError } from '../source-text.js'
import { TranscriptParseError, findMeeting, findTranscript } from '../../meetings/index.js'
import { BadRequestError, ConflictError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { cancelRun, deleteRun, findRun, findRunSource, listRuns } from '../llm-run-repository.js'
import { endReservations } from '../../billing/index.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import {
  CreateLlmRunBody,
  LlmRunListQuery,
  LlmRunPageSchema,
  LlmRunSchema,
  LlmRunSourceSchema,
  RerunLlmRunBody,
} from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { assertInputSize, callerOrg, createRun, segmentsBytes, withDefaults } from './create-run.js'
import { selfInterviewSource } from './self-interview-source.js'
import { toRun, toRunListItem } from './to-run.js'

export const TAGS = ['llm']
export const E413 = Type.Ref(ErrorSchema, { description: 'The input is larger than SUMMARY_MAX_INPUT_BYTES' })
export const E415 = Type.Ref(ErrorSchema, {
  description: 'Unsupported file type; the message names the accepted types',
})
const E409 = Type.Ref(ErrorSchema, {
  description: 'The llm engine was asked for but no model is configured; the message says what to set',
})

/** Summary runs of the caller's organization: create from text or a meeting, list, read, cancel, rerun, delete. */
const runs: FastifyPluginAsyncTypebox = async (app) => {
  const loadRun = async (
    request: Parameters<typeof orgScope>[0],
    id: string,
    action: 'read' | 'update' | 'delete' | 'create',
  ) => {
    const row = await findRun(app.db, id, orgScope(request))
    if (!row) throw new NotFoundError('Summary run not found')
    assertCan(request.ability, action, 'LlmRun', { orgId: row.org_id })
    return row
  }

  app.post(
    '/runs',
    {
      config: { can: ['create', 'LlmRun'] },
      // Pasted text may be as large as SUMMARY_MAX_INPUT_BYTES (beyond the service's usual body limit); JSON adds escapes.
      bodyLimit: Math.ceil(app.config.SUMMARY_MAX_INPUT_BYTES * 1.2) + 65_536,
      schema: {
        operationId: 'createLlmRun',
        tags: TAGS,
        summary: 'Summarize pasted text, a meeting or a self-interview',
        description:
          'Give one of `text` (a transcript in any accepted format, or prose), `meetingId` or `selfInterviewId`. The run is queued; follow it at `/runs/{id}/events` or by polling. 402 when the budget’s hard cap is reached.',
        body: CreateLlmRunBody,
        response: { 201: LlmRunSchema, ...errorResponses(400, 402, 404), 409: E409, 413: E413 },
      },
    },
    async (request, reply) => {
      const orgId = callerOrg(request)
      const { text, meetingId, selfInterviewId, title, templateId } = request.body
      if ([text, meetingId, selfInterviewId].filter((x) => x !== undefined).length !== 1)
        throw new BadRequestError('Give exactly one of text, meetingId or selfInterviewId')
      const options = withDefaults(request.body.options)
      let id: string
      if (text !== undefined) {
        const bytes = Buffer.byteLength(text)
        assertInputSize(app, bytes)
        const segments = parseOr400(text)
        id = await createRun(app, {
          orgId,
          createdBy: request.user.sub,
          title: title?.trim() || firstWords(segments[0]?.text ?? text),
          sourceKind: 'text',
          sourceName: 'Pasted text',
          meetingId: null,
          options,
          segments,
          inputBytes: bytes,
          templateId,
        })
      } else if (selfInterviewId !== undefined) {
        const source = await selfInterviewSource(app.db, selfInterviewId, orgScope(request))
        const bytes = segmentsBytes(source.segments)
        assertInputSize(app, bytes)
        id = await createRun(app, {
          orgId,
          createdBy: request.user.sub,
          title: title?.trim() || source.title,
          sourceKind: 'self-interview',
          sourceName: source.title,
          meetingId: null,
          selfInterviewId,
          options,
          segments: source.segments,
          inputBytes: bytes,
          templateId,
        })
      } else {
        const meeting = await findMeeting(app.db, meetingId!, orgScope(request))
        if (!meeting) throw new NotFoundError('Meeting not found')
        const transcript = await findTranscript(app.db, meeting.id)
        if (!transcript) throw new BadRequestError('The meeting has no transcript yet')
        const bytes = segmentsBytes(transcript.segments)
        assertInputSize(app, bytes)
        id = await createRun(app, {
          orgId,
          createdBy: request.user.sub,
          title: title?.trim() || meeting.title,
          sourceKind: 'meeting',
          sourceName: meeting.title,
          meetingId: meeting.id,
          options,
          segments: transcript.segments,
          inputBytes: bytes,
          templateId,
        })
      }
      return reply.code(201).send(toRun((await findRun(app.db, id, null))!))
    },
  )

  app.get(
    '/runs',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'listLlmRuns',
        tags: TAGS,
        summary: 'List summary runs',
        description: '`q` matches the title, the source name and the model.',
        querystring: LlmRunListQuery,
        response: { 200: LlmRunPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listRuns(app.db, orgScope(request), request.query)
      return { runs: rows.map(toRunListItem), total }
    },
  )

  app.get(
    '/runs/:id',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'getLlmRun',
        tags: TAGS,
        summary: 'Get a summary run with its result, chunks, tokens and cost',
        params: IdParams,
        response: { 200: LlmRunSchema, ...errorResponses(404) },
      },
    },
    async (request) => toRun(await loadRun(request, request.params.id, 'read')),
  )

  app.get(
    '/runs/:id/source',
    {
      config: { can: ['read', 'LlmRun'] },
      schema: {
        operationId: 'getLlmRunSource',
        tags: TAGS,
        summary: 'The source a run summarized, as segments (to show a quote in context)',
        params: IdParams,
        response: { 200: LlmRunSourceSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findRunSource(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Summary run not found')
      assertCan(request.ability, 'read', 'LlmRun', { orgId: row.org_id })
      return { segments: row.segments }
    },
  )

  app.post(
    '/runs/:id/cancel',
    {
      config: { can: ['update', 'LlmRun'] },
      schema: {
        operationId: 'cancelLlmRun',
        tags: TAGS,
        summary: 'Cancel a queued or running summary',
        params: IdParams,
        response: { 200: LlmRunSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const row = await loadRun(request, request.params.id, 'update')
      const r = await cancelRun(app.db, row.id)
      if (!Number(r.numUpdatedRows))
        throw new ConflictError(`The run has already ${row.status === 'cancelled' ? 'been cancelled' : row.status}`)
      await endReservations(app.db, `llm-run:${row.id}`)
      return toRun((await findRun(app.db, row.id, null))!)
    },
  )

  app.post(
    '/runs/:id/rerun',
    {
      config: { can: ['create', 'LlmRun'] },
      schema: {
        operationId: 'rerunLlmRun',
        tags: TAGS,
        summary: 'Run the same source again, with other options',
        params: IdParams,
        body: RerunLlmRunBody,
        response: { 201: LlmRunSchema, ...errorResponses(400, 402, 404), 409: E409 },
      },
    },
    async (request, reply) => {
      const src = await findRunSource(app.db, request.params.id, orgScope(request))
      if (!src) throw new NotFoundError('Summary run not found')
      const orgId = callerOrg(request)
      if (src.org_id !== orgId) throw new NotFoundError('Summary run not found')
      const id = await createRun(app, {
        orgId,
        createdBy: request.user.sub,
        title: src.title,
        sourceKind: src.source_kind,
        sourceName: src.source_name,
        meetingId: src.meeting_id,
        selfInterviewId: src.self_interview_id,
        options: withDefaults(request.body.options, src.options),
        segments: src.segments,
        inputBytes: src.input_bytes,
        rerunOf: src.id,
        templateId: request.body.templateId === undefined ? src.template_id : request.body.templateId,
      })
      return reply.code(201).send(toRun((await findRun(app.db, id, null))!))
    },
  )

  app.delete(
    '/runs/:id',
    {
      config: { can: ['delete', 'LlmRun'] },
      schema: {
        operationId: 'deleteLlmRun',
        tags: TAGS,
        summary: 'Delete a summary run (a running one stops)',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await loadRun(request, request.params.id, 'delete')
      await deleteRun(app.db, row.id)
      return reply.code(204).send(null)
    },
  )
}

function parseOr400(text: string) {
  try {
    return textSegments(text)
  } catch (err) {
    if (err instanceof TranscriptParseError) throw new BadRequestError(`The text could not be read: ${err.message}`)
    if (err instanceof UnsupportedSourceError) throw new UnsupportedTypeError(err.message)
    throw err
  }
}

export const firstWords = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ')
  return words.length > 80 ? `${words.slice(0, 80)}…` : words || 'Summary'
}

export default runs
