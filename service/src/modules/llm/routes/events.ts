import { fastifySSE as sse } from '@fastify/sse'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { TERMINAL } from '../run-types.js'
import { assertCan } from '../../../permissions/ability.js'
import { findRun } from '../llm-run-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { TAGS } from './runs.js'
import { toRunListItem } from './to-run.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Progress over Server-Sent Events. The stream relays the run row (progress is written by whichever instance
 * works the job), so any instance can serve it; it sends a `progress` event on every change and ends with
 * `end` when the run finishes. Clients without streaming poll GET /runs/{id} instead.
 */
const events: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sse, { heartbeatInterval: 15_000 })
  app.get(
    '/runs/:id/events',
    {
      config: { can: ['read', 'LlmRun'] },
      sse: 'only',
      schema: {
        operationId: 'streamLlmRunEvents',
        tags: TAGS,
        summary: 'Follow a run live (text/event-stream)',
        description:
          'Events: `progress` (data: the run as in the list) on every change, then `end` (same data) when it completed, failed or was cancelled.',
        params: IdParams,
        produces: ['text/event-stream'],
        response: { 200: Type.String({ description: 'An event stream' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const first = await findRun(app.db, request.params.id, orgScope(request))
      if (!first) throw new NotFoundError('Summary run not found')
      assertCan(request.ability, 'read', 'LlmRun', { orgId: first.org_id })
      let closed = false
      request.raw.on('close', () => {
        closed = true
      })
      async function* changes() {
        let last = ''
        let row: typeof first | undefined = first
        while (row && !closed) {
          const item = toRunListItem(row)
          const text = JSON.stringify(item)
          const end = TERMINAL.has(row.status)
          if (text !== last || end) {
            last = text
            yield { event: end ? 'end' : 'progress', data: item }
          }
          if (end) return
          await sleep(400)
          row = await findRun(app.db, row.id, null)
        }
        if (!row && !closed) yield { event: 'end', data: { deleted: true } }
      }
      await reply.sse.send(changes())
    },
  )
}

export default events
