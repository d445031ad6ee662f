import type { FastifyRequest } from 'fastify'
import { NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { findServer, type ServerRow } from '../server-repository.js'
import { orgScope } from '../../../permissions/org-scope.js'

/**
 * A server as a permission subject: an organization's own server carries its orgId, which its admin's rules
 * match; a shared server carries an empty orgId, which only `manage all` (the superadmin) matches for changes.
 */
export const serverSubject = (row: Pick<ServerRow, 'org_id'>) => ({ orgId: row.org_id ?? '' })

export async function serverForRead(request: FastifyRequest, id: string) {
  const row = await findServer(request.server.db, id, orgScope(request))
  if (!row) throw new NotFoundError('Server not found')
  // A shared server is read by an organization whose conferences used it (the repository filters by that).
  assertCan(request.ability, 'read', 'BbbServer', { orgId: row.org_id ?? request.user.orgId ?? '' })
  return row
}

export async function serverForChange(request: FastifyRequest, id: string, action: 'update' | 'delete' = 'update') {
  const row = await findServer(request.server.db, id, orgScope(request))
  if (!row) throw new NotFoundError('Server not found')
  assertCan(request.ability, action, 'BbbServer', serverSubject(row))
  return row
}
