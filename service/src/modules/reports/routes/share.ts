import { recordAudit } from '../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { newSecretToken } from '../../../lib/secret-tokens.js'
import { assertCan } from '../../../permissions/ability.js'
import { findReport } from '../report-repository.js'
import { createShare, revokeShares } from '../share-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ReportShareSchema, ShareReportBody } from '../schemas/reports.js'
import { orgScope } from '../../../permissions/org-scope.js'

const DAY_MS = 24 * 3600 * 1000

/**
 * Share links. A link shows the report to anyone holding it, outside the organization, so it needs
 * `update Report`: an admin's ability (clients only read reports).
 */
const share: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/share',
    {
      config: { can: ['update', 'Report'] },
      schema: {
        operationId: 'shareReport',
        tags: ['reports'],
        summary: 'Create a public link to a report',
        description:
          'The token (256 bits) is shown once and stored only as its hash. A new link replaces the previous one.',
        params: IdParams,
        body: ShareReportBody,
        response: { 201: ReportShareSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await findReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'update', 'Report', { orgId: row.org_id })
      if (row.status !== 'ready') throw new ConflictError('Only a ready report can be shared')
      const { token, hash } = newSecretToken()
      const expiresAt = new Date(Date.now() + request.body.expiresInDays * DAY_MS)
      await app.db.transaction().execute(async (trx) => {
        await createShare(trx, {
          orgId: row.org_id,
          reportId: row.id,
          tokenHash: hash,
          expiresAt,
          createdBy: request.user.sub,
        })
        await recordAudit(trx, request, {
          kind: 'share-link-created',
          orgId: row.org_id,
          target: row.id,
          meta: { expiresAt: expiresAt.toISOString() },
        })
      })
      return reply
        .code(201)
        .send({ token, url: `${app.publicUrl}/reports-public/${token}`, expiresAt: expiresAt.toISOString() })
    },
  )

  app.delete(
    '/:id/share',
    {
      config: { can: ['update', 'Report'] },
      schema: {
        operationId: 'revokeReportShare',
        tags: ['reports'],
        summary: 'Revoke a report’s public link',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'update', 'Report', { orgId: row.org_id })
      await app.db.transaction().execute(async (trx) => {
        await revokeShares(trx, row.id)
        await recordAudit(trx, request, { kind: 'share-link-revoked', orgId: row.org_id, target: row.id })
      })
      return reply.code(204).send(null)
    },
  )
}

export default share
