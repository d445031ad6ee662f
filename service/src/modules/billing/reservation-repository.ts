import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import { ensureBilling } from './budget-repository.js'
import { totalsByKindQuery } from './usage-totals-repository.js'

/**
 * The per-organization lock every check of money or quota takes: the organization's billing row, FOR UPDATE.
 * Concurrent requests of one organization queue here, so each sees what the previous one reserved.
 */
export async function lockOrgBilling(trx: Handle, orgId: string) {
  await ensureBilling(trx, orgId)
  return trx
    .selectFrom('org_billing')
    .select(['monthly_budget_minor', 'hard_cap'])
    .where('org_id', '=', orgId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export const ownerHasReservations = async (db: Handle, owner: string) =>
  !!(await db.selectFrom('billing_reservations').select('id').where('owner', '=', owner).limit(1).executeTakeFirst())

/** Whether a usage row with this key exists, or open work already reserved it. */
export async function usageKeyTaken(db: Handle, orgId: string, key: string): Promise<boolean> {
  const r = await sql<{
    taken: boolean
  }>`SELECT EXISTS (SELECT 1 FROM usage_events WHERE org_id = ${orgId}::uuid AND idempotency_key = ${key})
    OR EXISTS (SELECT 1 FROM billing_reservations WHERE org_id = ${orgId}::uuid AND usage_key = ${key}) AS taken`.execute(
    db,
  )
  return r.rows[0]!.taken
}

export interface PriceQuery {
  kind: string
  model: string
  quantity: number
  inputTokens: number
  outputTokens: number
}

/** What a usage row would cost now, by the same price lookup as the ledger's trigger (0 when unpriced). */
export async function priceNow(db: Handle, currency: string, q: PriceQuery): Promise<number> {
  const r = await sql<{ amount: number | null }>`SELECT round((${q.inputTokens}::bigint * p.input_price_minor
      + ${q.outputTokens}::bigint * p.output_price_minor + ${q.quantity}::bigint * p.unit_price_minor) / p.per_quantity)::bigint AS amount
    FROM usage_price_for(${q.kind}, ${q.model}, ${currency}, now()) p WHERE p.id IS NOT NULL`.execute(db)
  return Number(r.rows[0]?.amount ?? 0)
}

export interface Committed {
  /** Billed this local month (the rollups: the same figure as the billing page and the dashboards). */
  spendMinor: number
  /** Open reservations not yet billed, each usage key once. */
  reservedMinor: number
  /** Analysed meetings billed this month. */
  analysedMeetings: number
  /** Analysed meetings of open work, not yet billed. */
  reservedMeetings: number
}

/**
 * This month's spend and analysed meetings, billed and reserved, in one statement (one snapshot: a job settling
 * meanwhile moves its amount from reserved to billed atomically, never counted twice or missed).
 */
export async function committedThisMonth(
  db: Handle,
  orgId: string,
  month: { start: string; end: string },
  currency: string,
): Promise<Committed> {
  const r = await sql<Committed>`
    WITH open AS (
      SELECT DISTINCT ON (r.usage_key) r.usage_key, r.kind, r.amount_minor FROM billing_reservations r
       WHERE r.org_id = ${orgId}::uuid AND r.currency = ${currency}
         AND NOT EXISTS (SELECT 1 FROM usage_events e WHERE e.org_id = r.org_id AND e.idempotency_key = r.usage_key)
       ORDER BY r.usage_key, r.amount_minor DESC),
    totals AS (${totalsByKindQuery({ orgId, from: month.start, to: month.end, currency })}),
    billed AS (
      SELECT COALESCE(sum("amountMinor"), 0)::bigint AS spend,
             COALESCE(sum(quantity) FILTER (WHERE kind = 'analysed-meetings'), 0)::bigint AS meetings FROM totals)
    SELECT billed.spend AS "spendMinor", billed.meetings AS "analysedMeetings",
           (SELECT COALESCE(sum(amount_minor), 0)::bigint FROM open) AS "reservedMinor",
           (SELECT count(*)::bigint FROM open WHERE kind = 'analysed-meetings') AS "reservedMeetings"
      FROM billed`.execute(db)
  return r.rows[0]!
}

export interface NewReservation {
  orgId: string
  owner: string
  usageKey: string
  kind: string
  model: string
  meetingId: string | null
  amountMinor: number
  currency: string
}

export async function insertReservations(trx: Handle, rows: NewReservation[]) {
  if (!rows.length) return
  await trx
    .insertInto('billing_reservations')
    .values(
      rows.map((r) => ({
        org_id: r.orgId,
        owner: r.owner,
        usage_key: r.usageKey,
        kind: r.kind,
        model: r.model,
        meeting_id: r.meetingId,
        amount_minor: r.amountMinor,
        currency: r.currency,
      })),
    )
    .onConflict((oc) => oc.columns(['owner', 'usage_key']).doNothing())
    .execute()
}

/** The work's end (done, failed, cancelled): what it still holds is released. */
export const deleteReservationsOf = (db: Handle, owner: string) =>
  db.deleteFrom('billing_reservations').where('owner', '=', owner).execute()

/** A usage row was written under this key: the reservations that waited for it are settled. */
export const deleteReservationsByKey = (db: Handle, orgId: string, key: string) =>
  db.deleteFrom('billing_reservations').where('org_id', '=', orgId).where('usage_key', '=', key).execute()

/**
 * Reservations of synchronous work (an ask's model call, owner `<prefix><id>`) older than the work can last: the
 * process that made them died before settling or releasing them, and no job will. Deleted so they stop counting.
 */
export const deleteStaleReservations = (db: Handle, orgId: string, ownerPrefix: string, olderThanMs: number) =>
  db
    .deleteFrom('billing_reservations')
    .where('org_id', '=', orgId)
    .where('owner', 'like', `${ownerPrefix}%`)
    .where('created_at', '<', new Date(Date.now() - olderThanMs))
    .execute()
