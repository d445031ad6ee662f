import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError } from '../../lib/errors.js'
import { deleteEvent, insertEvent, listEvents, updateEvent } from './calendar-repository.js'
import { NoContent } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { CalendarEventSchema, CalendarQuery, CreateCalendarEventBody, UpdateCalendarEventBody } from './schemas.js'
import { SOMETHING_WENT_WRONG, textOr400 } from '../shared/errors.js'
import { IntIdParams } from '../shared/list-query.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-calendar']

function assertDates(...values: (string | undefined)[]) {
  for (const v of values)
    if (v !== undefined && Number.isNaN(Date.parse(v))) throw new BadRequestError(`Invalid date "${v}"`)
}

const calendar: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listCalendarEvents',
        tags: TAGS,
        summary: 'List events of the given calendars',
        description: 'Empty when no calendar is given.',
        querystring: CalendarQuery,
        response: { 200: Type.Array(CalendarEventSchema), ...errorResponses(400) },
      },
    },
    async (request) =>
      listEvents(
        app.db,
        sandboxScope(request),
        (request.query.calendars ?? [])
          .flatMap((c) => c.split(','))
          .map((c) => c.trim())
          .filter(Boolean),
      ),
  )

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'addCalendarEvent',
        tags: TAGS,
        summary: 'Add an event (id = last id + 1)',
        body: CreateCalendarEventBody,
        response: { 201: CalendarEventSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      assertDates(request.body.start, request.body.end)
      return reply.code(201).send(await insertEvent(app.db, sandboxScope(request), request.body))
    },
  )

  // Unknown ids keep the template's answer: 400 with the text "Something Went Wrong".
  app.put(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateCalendarEvent',
        tags: TAGS,
        summary: 'Merge fields into an event',
        params: IntIdParams,
        body: UpdateCalendarEventBody,
        response: { 201: CalendarEventSchema, ...textOr400 },
      },
    },
    async (request, reply) => {
      assertDates(request.body.start, request.body.end)
      const event = await updateEvent(app.db, sandboxScope(request), request.params.id, request.body)
      if (!event) return reply.code(400).type('text/plain; charset=utf-8').send(SOMETHING_WENT_WRONG)
      return reply.code(201).send(event)
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteCalendarEvent',
        tags: TAGS,
        summary: 'Delete an event',
        params: IntIdParams,
        response: { 204: NoContent, ...textOr400 },
      },
    },
    async (request, reply) => {
      if (!(await deleteEvent(app.db, sandboxScope(request), request.params.id)))
        return reply.code(400).type('text/plain; charset=utf-8').send(SOMETHING_WENT_WRONG)
      return reply.code(204).send(null)
    },
  )
}

export default calendar
