import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { describeBbbError } from '../bbb-errors.js'
import { evaluateAlerts } from '../alert-repository.js'
import { closeOpenMeetings } from '../meeting-record-repository.js'
import { pollServer, secretContext } from '../poll-cycle.js'
import { checkBbbUrlShape } from '../url-guard.js'
import { BadRequestError, ConflictError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { findServer, insertServer, listServers, toServer, updateServer } from '../server-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  BbbServerPageSchema,
  BbbServerListQuery,
  BbbServerSchema,
  ConnectionTestSchema,
  CreateBbbServerBody,
  UpdateBbbServerBody,
} from '../schemas/servers.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { serverForChange, serverForRead, serverSubject } from './server-access.js'

const TAGS = ['bbb']

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

/**
 * BigBlueButton servers. The superadmin registers the platform's shared servers; an organization's admin registers
 * its own (as Scalelite tenants have theirs), which only its meetings use. An organization reads its own and the
 * shared ones its meetings used.
 */
const servers: FastifyPluginAsyncTypebox = async (app) => {
  // Registration checks the address itself only: a name that does not resolve yet is registered and stays
  // offline until the poller reaches it (each poll checks where the name points).
  const guardUrl = (url: string) => {
    try {
      checkBbbUrlShape(url, app.config.BBB_ALLOW_PRIVATE)
    } catch (err) {
      throw new BadRequestError(`url: ${describeBbbError(err)}`)
    }
  }

  app.get(
    '',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbServers',
        tags: TAGS,
        summary: 'List BigBlueButton servers',
        querystring: BbbServerListQuery,
        response: { 200: BbbServerPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listServers(app.db, orgScope(request), request.query)
      return { servers: rows.map(toServer), total }
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'BbbServer'] },
      schema: {
        operationId: 'createBbbServer',
        tags: TAGS,
        summary: 'Register a BigBlueButton server',
        description: 'The secret is sealed at rest and never returned; `secretSet` says whether one is stored.',
        body: CreateBbbServerBody,
        response: { 201: BbbServerSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      // The superadmin's servers are shared; anyone else's belong to their organization.
      const orgId = request.user.role === 'superadmin' ? null : request.user.orgId
      if (request.user.role !== 'superadmin' && !orgId)
        throw new BadRequestError('Servers are registered by an organization')
      assertCan(request.ability, 'create', 'BbbServer', serverSubject({ org_id: orgId }))
      const b = request.body
      guardUrl(b.url)
      try {
        const row = await app.db.transaction().execute(async (trx) => {
          const id = await insertServer(
            trx,
            { orgId, name: b.name.trim(), url: b.url.trim(), algorithm: b.algorithm, state: b.state, tags: b.tags },
            (id) => app.secretBox.seal(b.secret, secretContext(id)),
          )
          return (await findServer(trx, id, null))!
        })
        return reply.code(201).send(toServer(row))
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A server with this URL is already registered')
        throw err
      }
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'getBbbServer',
        tags: TAGS,
        summary: 'Get a BigBlueButton server',
        params: IdParams,
        response: { 200: BbbServerSchema, ...errorResponses(404) },
      },
    },
    async (request) => toServer(await serverForRead(request, request.params.id)),
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'BbbServer'] },
      schema: {
        operationId: 'updateBbbServer',
        tags: TAGS,
        summary: 'Change a BigBlueButton server',
        description:
          'Cordon (no new meetings), disable (no polls, no meetings) or enable; a new secret replaces the stored one.',
        params: IdParams,
        body: UpdateBbbServerBody,
        response: { 200: BbbServerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const row = await serverForChange(request, request.params.id)
      const b = request.body
      if (b.url) guardUrl(b.url)
      try {
        await updateServer(app.db, row.id, {
          ...(b.name !== undefined ? { name: b.name.trim() } : {}),
          ...(b.url !== undefined ? { url: b.url.trim() } : {}),
          ...(b.secret !== undefined ? { secret_sealed: app.secretBox.seal(b.secret, secretContext(row.id)) } : {}),
          ...(b.algorithm !== undefined ? { algorithm: b.algorithm } : {}),
          ...(b.state !== undefined ? { state: b.state } : {}),
          ...(b.tags !== undefined ? { tags: b.tags } : {}),
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A server with this URL is already registered')
        throw err
      }
      // Disabling a server clears its alerts and ends its meetings' records (it is no longer polled); enabling it
      // lets the next poll judge again.
      if (b.state !== undefined) await evaluateAlerts(app.db, [row.id])
      if (b.state === 'disabled') await closeOpenMeetings(app.db, row.id)
      return toServer((await findServer(app.db, row.id, null))!)
    },
  )

  app.post(
    '/:id/test',
    {
      config: { can: ['update', 'BbbServer'] },
      schema: {
        operationId: 'testBbbServer',
        tags: TAGS,
        summary: 'Test the connection to a server',
        description:
          'Calls the server now (5 s to connect, 10 s to answer) and reports its version, latency and any error in words.',
        params: IdParams,
        response: { 200: ConnectionTestSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await serverForChange(request, request.params.id)
      const outcome = await pollServer(
        { ...row, version: null },
        app.secretBox,
        undefined,
        undefined,
        app.config.BBB_ALLOW_PRIVATE,
      )
      return {
        ok: outcome.ok,
        version: outcome.version,
        latencyMs: outcome.latencyMs,
        meetings: outcome.figures?.meetings ?? null,
        error: outcome.error,
      }
    },
  )
}

export default servers
