import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dropStoredFiles } from '../shared/drop-stored-files.js'
import { fileStorageFor } from '../../lib/files/file-storage.js'
import { recordAudit } from '../../modules/audit/index.js'
import { resetScope } from './scope-repository.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { SandboxResetSchema } from './schemas.js'
import { sandboxScope } from '../scope.js'

/** The organization's own sandbox copy (issue #17): put it back to the seed. */
const sandboxCopy: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  app.post(
    '/reset',
    {
      config: { can: ['update', 'SandboxCopy'] },
      schema: {
        operationId: 'resetSandbox',
        tags: ['sandbox'],
        summary: 'Reset the organization’s sandbox to the seed',
        description:
          'Every sandbox application’s data of the caller’s organization (calendar, chat, mail, kanban, invoices, users, …) is ' +
          'replaced by the seed, in one transaction, and the reset is written to the audit log. Accounts without an organization ' +
          'read the shared seed and are refused (403).',
        response: { 200: SandboxResetSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const scope = sandboxScope(request)
      const { at, files } = await resetScope(app.db, scope, (trx) =>
        recordAudit(trx, request, {
          kind: 'sandbox-reset',
          orgId: request.user.orgId,
          actorEmail: null,
          target: scope,
        }),
      )
      await dropStoredFiles(storage, files, request.log)
      return { resetAt: at.toISOString() }
    },
  )
}

export default sandboxCopy
