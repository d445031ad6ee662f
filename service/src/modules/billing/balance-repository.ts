import { sql, type Selectable } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { BalanceMovementsTable } from '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import { ensureBilling } from './budget-repository.js'
import { ConflictError } from '../../lib/errors.js'

export type MovementRow = Selectable<BalanceMovementsTable>

export interface Movement {
  orgId: string
  kind: 'top-up' | 'adjustment' | 'charge'
  amountMinor: number
  reason: string
  idempotencyKey: string
  createdBy: string | null
  invoiceId?: string | null
}

/**
 * Moves the prepaid balance by one ledger row, in the caller's transaction. The organization's billing row is
 * locked first (FOR UPDATE), so concurrent movements queue and each reads the balance the previous one left:
 * none is lost. A key already used for the same movement answers the movement it wrote, changing nothing; the
 * same key with another kind, amount or reason is a conflict (409), never silently the first movement.
 */
export async function moveBalance(trx: Handle, m: Movement): Promise<{ movement: MovementRow; created: boolean }> {
  await ensureBilling(trx, m.orgId)
  const billing = await trx
    .selectFrom('org_billing')
    .select(['balance_minor', 'currency'])
    .where('org_id', '=', m.orgId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const existing = await trx
    .selectFrom('balance_movements')
    .selectAll()
    .where('org_id', '=', m.orgId)
    .where('idempotency_key', '=', m.idempotencyKey)
    .executeTakeFirst()
  if (existing) {
    const differs = [
      existing.kind !== m.kind && `kind ${existing.kind}`,
      Number(existing.amount_minor) !== m.amountMinor && `amountMinor ${existing.amount_minor}`,
      existing.reason !== m.reason && `reason "${existing.reason}"`,
    ].filter(Boolean)
    if (differs.length)
      throw new ConflictError(
        `The idempotency key ${m.idempotencyKey} was already used for another movement (${differs.join(', ')}); use a new key for a new movement`,
      )
    return { movement: existing, created: false }
  }
  const { balance_minor } = await trx
    .updateTable('org_billing')
    .set({ balance_minor: sql<number>`balance_minor + ${m.amountMinor}`, updated_at: sql<Date>`now()` })
    .where('org_id', '=', m.orgId)
    .returning('balance_minor')
    .executeTakeFirstOrThrow()
  const movement = await trx
    .insertInto('balance_movements')
    .values({
      org_id: m.orgId,
      kind: m.kind,
      amount_minor: m.amountMinor,
      balance_after_minor: balance_minor,
      currency: billing.currency,
      reason: m.reason,
      idempotency_key: m.idempotencyKey,
      created_by: m.createdBy,
      invoice_id: m.invoiceId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { movement, created: true }
}

export async function listMovements(db: Handle, orgId: string, page: number, itemsPerPage: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('balance_movements as m')
      .leftJoin('accounts as a', 'a.id', 'm.created_by')
      .select([
        'm.id',
        'm.kind',
        'm.amount_minor',
        'm.balance_after_minor',
        'm.currency',
        'm.reason',
        'm.invoice_id',
        'm.created_at',
        'a.full_name as created_by_name',
      ])
      .where('m.org_id', '=', orgId)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage)
      .execute(),
    db
      .selectFrom('balance_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export const accountName = async (db: Handle, id: string | null) =>
  id
    ? ((await db.selectFrom('accounts').select('full_name').where('id', '=', id).executeTakeFirst())?.full_name ?? null)
    : null
