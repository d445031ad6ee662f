import { sql, type RawBuilder } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'

/**
 * What was used and spent: one definition for every screen. The cost dashboard, the billing page (and the plan
 * limit and budget it shows), the invoice and the reconciliation of the cost CSV all read these totals, built by
 * this one query over the daily rollups (which the ledger's trigger keeps, one row per organization, local day,
 * kind and model). "Analysed meetings" is the quantity of the `analysed-meetings` rows: one per meeting and
 * organization-local month in which an analysis of it completed.
 */
export interface UsageScope {
  /** Local days of each organization, both inclusive. */
  from: string
  to: string
  /** null: every organization (readers of all, omc). */
  orgId: string | null
  kind?: string | null
  currency: string
}

export interface KindTotal {
  kind: string
  quantity: number
  amountMinor: number
  events: number
  tokens: number
}

export interface UsageTotals {
  byKind: KindTotal[]
  spendMinor: number
  analysedMeetings: number
  events: number
  tokens: number
}

/** The conditions on usage_daily (aliased `alias`) for a scope. */
export function usageScopeWhere(s: UsageScope, alias: string): RawBuilder<boolean> {
  const col = (c: string) => sql.ref(`${alias}.${c}`)
  const parts = [sql`${col('day')} BETWEEN ${s.from}::date AND ${s.to}::date`, sql`${col('currency')} = ${s.currency}`]
  if (s.orgId) parts.push(sql`${col('org_id')} = ${s.orgId}::uuid`)
  if (s.kind) parts.push(sql`${col('kind')} = ${s.kind}`)
  return sql<boolean>`${sql.join(parts, sql` AND `)}`
}

/** The one query: totals per kind of a scope. Also a CTE of committedThisMonth (reservation checks). */
export const totalsByKindQuery = (s: UsageScope) => sql<KindTotal>`
  SELECT d.kind, sum(d.quantity)::bigint AS quantity, sum(d.amount_minor)::bigint AS "amountMinor",
         sum(d.events)::bigint AS events, sum(d.tokens)::bigint AS tokens
    FROM usage_daily d WHERE ${usageScopeWhere(s, 'd')} GROUP BY d.kind`

export function foldTotals(byKind: KindTotal[]): UsageTotals {
  const sum = (f: (k: KindTotal) => number) => byKind.reduce((n, k) => n + f(k), 0)
  return {
    byKind: [...byKind].sort((a, b) => b.amountMinor - a.amountMinor || a.kind.localeCompare(b.kind)),
    spendMinor: sum((k) => k.amountMinor),
    analysedMeetings: byKind.find((k) => k.kind === 'analysed-meetings')?.quantity ?? 0,
    events: sum((k) => k.events),
    tokens: sum((k) => k.tokens),
  }
}

export async function usageTotals(db: Handle, s: UsageScope): Promise<UsageTotals> {
  return foldTotals((await totalsByKindQuery(s).execute(db)).rows)
}
