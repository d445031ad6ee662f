import { sql, type RawBuilder } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import type { CostFilter } from './cost-filter.js'

export interface CostRow {
  id: string
  createdAt: string
  localDay: string
  orgId: string
  orgName: string
  kind: string
  model: string
  quantity: number
  inputTokens: number
  outputTokens: number
  unitPriceMinor: number
  amountMinor: number
  currency: string
  meetingId: string | null
  reportId: string | null
  selfInterviewId: string | null
  runId: string | null
}

/**
 * The ledger rows behind a view: the same filter as the rollups, on each row's local day in its organization's
 * time zone. The created_at bounds widened by the largest UTC offsets (±14 h) let the index find the range; the
 * exact local-day test then keeps only the period's rows.
 */
export function ledgerWhere(f: CostFilter): RawBuilder<boolean> {
  const parts = [
    sql`e.created_at >= ${f.from}::date - interval '14 hours'`,
    sql`e.created_at < ${f.to}::date + interval '38 hours'`,
    sql`(e.created_at AT TIME ZONE COALESCE(cs.time_zone, 'UTC'))::date BETWEEN ${f.from}::date AND ${f.to}::date`,
    sql`e.currency = ${f.currency}`,
  ]
  if (f.orgId) parts.push(sql`e.org_id = ${f.orgId}::uuid`)
  if (f.kind) parts.push(sql`e.kind = ${f.kind}`)
  return sql<boolean>`${sql.join(parts, sql` AND `)}`
}

const COLUMNS = sql`e.id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(e.created_at AT TIME ZONE COALESCE(cs.time_zone, 'UTC'), 'YYYY-MM-DD') AS "localDay",
  e.org_id AS "orgId", o.name AS "orgName", e.kind, e.model, e.quantity, e.input_tokens AS "inputTokens", e.output_tokens AS "outputTokens",
  e.unit_price_minor AS "unitPriceMinor", e.amount_minor AS "amountMinor", e.currency, e.meeting_id AS "meetingId", e.report_id AS "reportId",
  e.self_interview_id AS "selfInterviewId", e.run_id AS "runId"`

export const FROM = sql`usage_events e JOIN organizations o ON o.id = e.org_id LEFT JOIN org_cost_settings cs ON cs.org_id = e.org_id`

/** One page of rows, newest first; the total comes from the rollups (the same filter, counted without a scan). */
export async function costRows(
  db: Handle,
  f: CostFilter,
  page: number,
  itemsPerPage: number,
): Promise<{ rows: CostRow[]; total: number }> {
  const where = ledgerWhere(f)
  const [rows, total] = await Promise.all([
    sql<CostRow>`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY e.created_at DESC, e.id DESC
                 LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`.execute(db),
    sql<{ n: number }>`SELECT COALESCE(sum(d.events), 0)::bigint AS n FROM usage_daily d
      WHERE d.day BETWEEN ${f.from}::date AND ${f.to}::date AND d.currency = ${f.currency}
      ${f.orgId ? sql`AND d.org_id = ${f.orgId}::uuid` : sql``} ${f.kind ? sql`AND d.kind = ${f.kind}` : sql``}`.execute(
      db,
    ),
  ])
  return { rows: rows.rows, total: total.rows[0]!.n }
}

/** Every row of the view in batches (keyset on created_at, id), for the CSV export. */
export async function* allCostRows(db: Handle, f: CostFilter, batch = 2000): AsyncGenerator<CostRow[]> {
  // The cursor is the full-precision timestamp (createdAt is cut to milliseconds).
  let after: { at: string; id: string } | null = null
  for (;;) {
    const cursor: RawBuilder<unknown> = after
      ? sql`AND (e.created_at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``
    const { rows } = await sql<
      CostRow & { cursorAt: string }
    >`SELECT ${COLUMNS}, e.created_at::text AS "cursorAt" FROM ${FROM}
      WHERE ${ledgerWhere(f)} ${cursor} ORDER BY e.created_at DESC, e.id DESC LIMIT ${batch}`.execute(db)
    if (rows.length > 0) yield rows
    if (rows.length < batch) return
    const last = rows[rows.length - 1]!
    after = { at: last.cursorAt, id: last.id }
  }
}

export interface SubjectCostRow extends CostRow {
  /** The part of the row this record carries (the whole amount for a meeting's own rows). */
  shareMinor: number
  /** How many reports share the row (1: this one alone). */
  sharedBy: number
}

/**
 * The cost lines of one meeting or report (its own page), oldest first. A report's lines are its allocations:
 * its own model tokens whole, and its share of the analysed meeting its request was billed for.
 */
export async function subjectCostRows(
  db: Handle,
  subject: 'meeting' | 'report',
  id: string,
  orgId: string | null,
): Promise<SubjectCostRow[]> {
  const org = orgId ? sql`AND e.org_id = ${orgId}::uuid` : sql``
  const { rows } =
    subject === 'meeting'
      ? await sql<SubjectCostRow>`SELECT ${COLUMNS}, e.amount_minor AS "shareMinor", 1 AS "sharedBy" FROM ${FROM}
          WHERE e.meeting_id = ${id}::uuid ${org} ORDER BY e.created_at, e.id LIMIT 500`.execute(db)
      : await sql<SubjectCostRow>`SELECT ${COLUMNS}, a.amount_minor AS "shareMinor",
            (SELECT count(*) FROM usage_allocations x WHERE x.usage_id = e.id)::int AS "sharedBy"
          FROM usage_allocations a JOIN ${FROM} ON e.id = a.usage_id
          WHERE a.report_id = ${id}::uuid ${org} ORDER BY e.created_at, e.id LIMIT 500`.execute(db)
  return rows
}

/** Whether the meeting or report exists (in the organization, when one is given). */
export async function subjectExists(db: Handle, subject: 'meeting' | 'report', id: string, orgId: string | null) {
  let q = db
    .selectFrom(subject === 'meeting' ? 'meetings' : 'reports')
    .select('id')
    .where('id', '=', id)
  if (orgId) q = q.where('org_id', '=', orgId)
  return !!(await q.executeTakeFirst())
}
