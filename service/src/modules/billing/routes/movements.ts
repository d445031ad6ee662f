import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors, NotFoundError } from '../../../lib/errors.js'
import { accountName, listMovements, moveBalance, type MovementRow } from '../balance-repository.js'
import { orgExists } from '../org-repository.js'
import { CreateMovementBody, MovementListQuery, MovementPageSchema, MovementSchema } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { billingOrg } from './billing-scope.js'

const TAGS = ['billing']

const toMovement = (
  r: Pick<
    MovementRow,
    'id' | 'kind' | 'amount_minor' | 'balance_after_minor' | 'currency' | 'reason' | 'invoice_id' | 'created_at'
  >,
  createdBy: string | null,
) => ({
  id: r.id,
  kind: r.kind,
  amountMinor: r.amount_minor,
  balanceAfterMinor: r.balance_after_minor,
  currency: r.currency,
  reason: r.reason,
  invoiceId: r.invoice_id,
  createdBy,
  createdAt: r.created_at.toISOString(),
})

/** The prepaid balance's ledger; top-ups and adjustments by the superadmin only, each with an idempotency key. */
const movements: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/movements',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'listBalanceMovements',
        tags: TAGS,
        summary: 'Balance movements, newest first',
        querystring: MovementListQuery,
        response: { 200: MovementPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.query.orgId)
      const { rows, total } = await listMovements(app.db, orgId, request.query.page, request.query.itemsPerPage)
      return { movements: rows.map((r) => toMovement(r, r.created_by_name)), total }
    },
  )

  app.post(
    '/movements',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'createBalanceMovement',
        tags: TAGS,
        summary: 'Top up or adjust a balance (superadmin)',
        description:
          'Answers 201 for a new movement and 200 with the first one when the idempotency key was used before for the same movement; 409 when it was used for a different one.',
        body: CreateMovementBody,
        response: { 200: MovementSchema, 201: MovementSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body
      if (!(await orgExists(app.db, b.orgId))) throw new NotFoundError('Organization not found')
      if (b.kind === 'top-up' && b.amountMinor <= 0)
        throw new FieldErrors({ amountMinor: ['A top-up must be positive'] })
      if (b.amountMinor === 0) throw new FieldErrors({ amountMinor: ['An adjustment must not be zero'] })
      const { movement, created } = await app.db.transaction().execute((trx) =>
        moveBalance(trx, {
          orgId: b.orgId,
          kind: b.kind,
          amountMinor: b.amountMinor,
          reason: b.reason.trim(),
          idempotencyKey: b.idempotencyKey,
          createdBy: request.user.sub,
        }),
      )
      return reply.code(created ? 201 : 200).send(toMovement(movement, await accountName(app.db, movement.created_by)))
    },
  )
}

export default movements
