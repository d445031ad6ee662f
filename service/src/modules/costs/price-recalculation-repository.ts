import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/costs-billing.js'

export interface Recalculation {
  from: string
  to: string
  kind: string | null
  orgId: string | null
  reason: string
  by: string
  dryRun: boolean
}

export interface RecalculationResult {
  id: string | null
  rowsChanged: number
  rowsSkipped: number
  deltaMinor: number
  organizations: number
}

class DryRun extends Error {
  constructor(readonly result: RecalculationResult) {
    super('dry run')
  }
}

/**
 * Re-prices the usage rows of local days [from, to] by the price table as it stands now (each row by the price in
 * force at its own instant), in one transaction with the ledger locked against writes: rows of a month with an
 * issued invoice are skipped (an issued invoice is a legal record), the changed rows' report shares are split again,
 * and the affected organizations' rollups are rebuilt. A dry run answers the same figures and writes nothing.
 */
export async function recalculatePrices(db: Db, r: Recalculation): Promise<RecalculationResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE usage_events IN SHARE ROW EXCLUSIVE MODE`.execute(trx)
      const scope = sql`e.created_at >= ${r.from}::date - interval '14 hours' AND e.created_at < ${r.to}::date + interval '38 hours'
        AND usage_local_day(e.org_id, e.created_at) BETWEEN ${r.from}::date AND ${r.to}::date
        ${r.kind ? sql`AND e.kind = ${r.kind}` : sql``} ${r.orgId ? sql`AND e.org_id = ${r.orgId}::uuid` : sql``}`
      const frozen = sql`EXISTS (SELECT 1 FROM invoices i WHERE i.org_id = e.org_id AND i.status = 'issued'
        AND i.month = date_trunc('month', usage_local_day(e.org_id, e.created_at))::date)`
      const skipped = await sql<{
        n: number
      }>`SELECT count(*)::int AS n FROM usage_events e WHERE ${scope} AND ${frozen}`.execute(trx)
      const changed = await sql<{ id: string; org_id: string; delta: number }>`
        WITH priced AS (
          SELECT e.id, e.amount_minor AS old_amount, p.id AS price_id,
                 round(CASE WHEN p.unit_price_minor > 0 THEN p.unit_price_minor ELSE p.input_price_minor END)::bigint AS unit,
                 round((e.input_tokens * p.input_price_minor + e.output_tokens * p.output_price_minor
                        + e.quantity * p.unit_price_minor) / p.per_quantity)::bigint AS amount
            FROM usage_events e CROSS JOIN LATERAL usage_price_for(e.kind, e.model, e.currency, e.created_at) p
           WHERE ${scope} AND NOT ${frozen} AND p.id IS NOT NULL)
        UPDATE usage_events u SET price_id = priced.price_id, unit_price_minor = priced.unit, amount_minor = priced.amount
          FROM priced WHERE u.id = priced.id AND (u.amount_minor <> priced.amount OR u.price_id IS DISTINCT FROM priced.price_id)
        RETURNING u.id, u.org_id, (priced.amount - priced.old_amount)::bigint AS delta`.execute(trx)
      const ids = changed.rows.map((c) => c.id)
      if (ids.length) {
        // Shares follow the new amounts: split evenly again, the odd cents to the first reports.
        await sql`
          WITH shares AS (
            SELECT a.usage_id, a.report_id, e.amount_minor AS amount,
                   count(*) OVER (PARTITION BY a.usage_id) AS n, row_number() OVER (PARTITION BY a.usage_id ORDER BY a.report_id) AS i
              FROM usage_allocations a JOIN usage_events e ON e.id = a.usage_id WHERE a.usage_id = ANY(${ids}::uuid[]))
          UPDATE usage_allocations a SET amount_minor = s.amount / s.n + CASE WHEN s.i <= s.amount % s.n THEN 1 ELSE 0 END
            FROM shares s WHERE a.usage_id = s.usage_id AND a.report_id = s.report_id`.execute(trx)
      }
      const orgs = [...new Set(changed.rows.map((c) => c.org_id))]
      for (const org of orgs) await sql`SELECT usage_rollups_rebuild_org(${org}::uuid)`.execute(trx)
      const result = {
        id: null as string | null,
        rowsChanged: ids.length,
        rowsSkipped: skipped.rows[0]!.n,
        deltaMinor: changed.rows.reduce((s, c) => s + Number(c.delta), 0),
        organizations: orgs.length,
      }
      if (r.dryRun) throw new DryRun(result)
      const saved = await trx
        .insertInto('price_recalculations')
        .values({
          from_day: r.from,
          to_day: r.to,
          kind: r.kind,
          org_id: r.orgId,
          reason: r.reason,
          rows_changed: result.rowsChanged,
          rows_skipped: result.rowsSkipped,
          delta_minor: result.deltaMinor,
          created_by: r.by,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { ...result, id: saved.id }
    })
  } catch (error) {
    if (error instanceof DryRun) return error.result
    throw error
  }
}

export const listRecalculations = (db: Db) =>
  db
    .selectFrom('price_recalculations as r')
    .leftJoin('accounts as a', 'a.id', 'r.created_by')
    .selectAll('r')
    .select('a.full_name as created_by_name')
    .orderBy('r.created_at', 'desc')
    .limit(50)
    .execute()
