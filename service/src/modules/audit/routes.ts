import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listAuditEvents } from './audit-repository.js'
import { AuditEventPageSchema, AuditEventQuery } from './schemas.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { orgScope } from '../../permissions/org-scope.js'

/** The audit log of security events: an admin reads its organization's, the superadmin every one. */
const auditEvents: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'AuditEvent'] },
      schema: {
        operationId: 'listAuditEvents',
        tags: ['audit'],
        summary: 'List security events',
        description:
          'Sign-ins (and failures, lockouts), password and two-step changes, role changes, account disabling, share links. Newest first; `q` searches e-mail, target and address.',
        querystring: AuditEventQuery,
        response: { 200: Type.Ref(AuditEventPageSchema), ...errorResponses(400) },
      },
    },
    async (request) => listAuditEvents(app.db, orgScope(request), request.query),
  )
}

export default auditEvents
