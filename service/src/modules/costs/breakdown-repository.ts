import { sql, type RawBuilder } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import type { CostFilter } from './cost-filter.js'
import { FROM, ledgerWhere } from './cost-rows-repository.js'

export const BREAKDOWN_DIMENSIONS = ['user', 'engine', 'model', 'report-kind', 'tag'] as const
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number]

/** key null: the row has no value of the dimension (unknown user or engine, no single report, untagged). */
export interface DimensionItem {
  key: string | null
  label: string | null
  amountMinor: number
  tokens: number
  events: number
}

/*
 * These read the ledger (usage_events), not the rollups: the rollups keep no user, engine, report or tag. The
 * filter is the ledger's one (ledgerWhere: each row's local day in its organization, the currency, the kind), the
 * same rows the rollups fold, so each breakdown adds up to the dashboard's total, but the tags: a row of a
 * meeting with two tags counts under both.
 */
const scoped = (f: CostFilter) => sql`
  SELECT e.id, e.org_id, e.amount_minor, e.input_tokens + e.output_tokens AS tokens, e.user_id, e.engine, e.model, e.meeting_id, e.run_id
    FROM ${FROM} WHERE ${ledgerWhere(f)}`

/** One SELECT per dimension yielding (key, label, amount, tokens, id) per row or part of a row. */
function parts(by: BreakdownDimension): RawBuilder<unknown> {
  switch (by) {
    case 'user':
      return sql`SELECT x.user_id::text AS key, COALESCE(NULLIF(a.full_name, ''), a.email) AS label, x.amount_minor AS amount, x.tokens, x.id
        FROM x LEFT JOIN accounts a ON a.id = x.user_id`
    case 'engine':
      return sql`SELECT x.engine AS key, x.engine AS label, x.amount_minor AS amount, x.tokens, x.id FROM x`
    case 'model':
      return sql`SELECT NULLIF(x.model, '') AS key, NULLIF(x.model, '') AS label, x.amount_minor AS amount, x.tokens, x.id FROM x`
    case 'report-kind':
      // A row's allocations say which reports it paid for (a shared analysed meeting: its share per report); what
      // no report carries counts as "no single report". A deleted report's kind is unknown: key ''.
      return sql`SELECT COALESCE(r.kind, '') AS key, COALESCE(r.kind, '') AS label, al.amount_minor AS amount, x.tokens, x.id
          FROM x JOIN usage_allocations al ON al.usage_id = x.id LEFT JOIN reports r ON r.id = al.report_id
        UNION ALL
        SELECT NULL, NULL, x.amount_minor - rest.allocated, CASE WHEN rest.n = 0 THEN x.tokens ELSE 0 END, x.id
          FROM x CROSS JOIN LATERAL (SELECT COALESCE(sum(al.amount_minor), 0)::bigint AS allocated, count(*) AS n
                                       FROM usage_allocations al WHERE al.usage_id = x.id) rest
         WHERE rest.n = 0 OR x.amount_minor <> rest.allocated`
    case 'tag':
      // A tag counts case-insensitively across meetings ("Sales" and "sales" are one); its label is one spelling.
      // A summary run of a meeting (its rows name the run, not the meeting) is that meeting's work.
      return sql`SELECT lower(t.tag) AS key, t.tag AS label, x.amount_minor AS amount, x.tokens, x.id
          FROM x LEFT JOIN llm_runs lr ON x.meeting_id IS NULL AND lr.id = x.run_id AND lr.org_id = x.org_id
          LEFT JOIN meetings m ON m.id = COALESCE(x.meeting_id, lr.meeting_id) AND m.org_id = x.org_id
          CROSS JOIN LATERAL unnest(CASE WHEN cardinality(m.tags) > 0 THEN m.tags ELSE ARRAY[NULL::text] END) AS t(tag)`
  }
}

/** Spend per value of one dimension, largest first (no value last among equals). */
export async function dimensionBreakdown(db: Handle, f: CostFilter, by: BreakdownDimension): Promise<DimensionItem[]> {
  const { rows } = await sql<DimensionItem>`
    WITH x AS MATERIALIZED (${scoped(f)}), p AS (${parts(by)})
    SELECT p.key, min(p.label) AS label, sum(p.amount)::bigint AS "amountMinor", sum(p.tokens)::bigint AS tokens,
           count(DISTINCT p.id)::bigint AS events
      FROM p GROUP BY p.key ORDER BY 3 DESC, p.key NULLS LAST`.execute(db)
  return rows
}
