import type { FastifyRequest } from 'fastify'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { can } from '../../../permissions/ability.js'
import type { CostFilter } from '../cost-filter.js'
import { localToday, orgCurrency } from '../../billing/index.js'

const NO_ORG = '00000000-0000-0000-0000-000000000000'
const DAY = 86_400_000
const MAX_DAYS = 3 * 366

/**
 * Which organizations' costs the caller reads: every one when its rules grant `read Cost` without an
 * organization condition (omc, superadmin), otherwise only its own.
 */
export function costOrgScope(request: FastifyRequest): string | null {
  if (can(request.ability, 'read', 'Cost', { orgId: NO_ORG })) return null
  return request.user.orgId ?? NO_ORG
}

interface FilterInput {
  from?: string | undefined
  to?: string | undefined
  orgId?: string | undefined
  kind?: string | undefined
  currency?: string | undefined
}

/**
 * The caller's filter: defaults to the last 30 local days, today included (the organization's today, or the latest
 * among every organization's: cost days are each organization's own), and to the organization's currency (EUR across
 * every organization); an organization outside the caller's scope is 404.
 */
export async function costFilter(request: FastifyRequest, q: FilterInput): Promise<CostFilter> {
  const scope = costOrgScope(request)
  if (scope && q.orgId && q.orgId !== scope) throw new NotFoundError('Organization not found')
  const orgId = scope ?? q.orgId ?? null
  const to = q.to ?? (await localToday(request.server.db, orgId))
  const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10)
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY
  if (!(days >= 0)) throw new BadRequestError('from must not be after to')
  if (days > MAX_DAYS) throw new BadRequestError('The period may span at most three years')
  const currency = q.currency ?? (orgId && orgId !== NO_ORG ? await orgCurrency(request.server.db, orgId) : 'EUR')
  return { from, to, orgId, kind: q.kind ?? null, currency }
}
