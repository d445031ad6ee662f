import type { FastifyRequest } from 'fastify'
import { NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { findServer } from '../server-repository.js'
import { orgScope } from '../../../permissions/org-scope.js'

/**
 * Servers belong to the platform, not to an organization: the record carries an empty orgId, which only
 * `manage all` (the superadmin) matches for changes. Reading is allowed to an organization whose
 * conferences ran on the server (the repository filters by that).
 */
export const PLATFORM = { orgId: '' }

export async function serverForRead(request: FastifyRequest, id: string) {
  const row = await findServer(request.server.db, id, orgScope(request))
  if (!row) throw new NotFoundError('Server not found')
  assertCan(request.ability, 'read', 'BbbServer', { orgId: request.user.orgId ?? '' })
  return row
}

export async function serverForChange(request: FastifyRequest, id: string, action: 'update' | 'delete' = 'update') {
  const row = await findServer(request.server.db, id, orgScope(request))
  if (!row) throw new NotFoundError('Server not found')
  assertCan(request.ability, action, 'BbbServer', PLATFORM)
  return row
}
