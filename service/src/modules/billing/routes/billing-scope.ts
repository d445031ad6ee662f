import type { FastifyRequest } from 'fastify'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { assertCan, can } from '../../../permissions/ability.js'
import type { Action } from '../../../permissions/subjects.js'
import { orgExists } from '../org-repository.js'

export const NO_ORG = '00000000-0000-0000-0000-000000000000'

/**
 * The organization a billing request is about: a reader of every organization (omc, superadmin) names it with
 * `orgId`; anyone else gets its own (another organization's id is 404). The ability is checked on that org.
 */
export async function billingOrg(
  request: FastifyRequest,
  orgId: string | undefined,
  action: Action = 'read',
): Promise<string> {
  const everyOrg = can(request.ability, action, 'Billing', { orgId: NO_ORG })
  let id: string
  if (everyOrg) {
    if (!orgId) throw new BadRequestError('orgId is required: name the organization')
    id = orgId
  } else {
    if (orgId && orgId !== request.user.orgId) throw new NotFoundError('Organization not found')
    if (!request.user.orgId) throw new NotFoundError('Organization not found')
    id = request.user.orgId
  }
  if (!(await orgExists(request.server.db, id))) throw new NotFoundError('Organization not found')
  assertCan(request.ability, action, 'Billing', { orgId: id })
  return id
}
