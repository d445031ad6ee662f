import type { FastifyRequest } from 'fastify'

/**
 * The organization every tenant query of this caller is filtered by: its own, or null (no filter)
 * only for a role whose rules reach every organization (`manage all`, the superadmin). Never taken
 * from anything the client sends.
 */
export function orgScope(request: FastifyRequest): string | null {
  if (request.ability.can('manage', 'all')) return null
  if (!request.user.orgId) return '00000000-0000-0000-0000-000000000000' // no organization: matches nothing
  return request.user.orgId
}
