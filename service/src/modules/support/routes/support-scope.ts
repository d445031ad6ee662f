import type { FastifyRequest } from 'fastify'
import type { SupportScope } from '../support-repository.js'

/** Support staff (`manage SupportRequest`, the superadmin) see every request; members their organization's; others their own. */
export function supportScope(request: FastifyRequest): SupportScope {
  if (request.ability.can('manage', 'SupportRequest')) return { all: true }
  if (request.user.orgId) return { orgId: request.user.orgId }
  return { requesterId: request.user.sub }
}

export const isSupportStaff = (request: FastifyRequest) => request.ability.can('manage', 'SupportRequest')
