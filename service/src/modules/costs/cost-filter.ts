import { sql, type RawBuilder } from 'kysely'

export type Granularity = 'day' | 'week' | 'month'

/** What every cost view is filtered by. Dates are local days of each organization (its time zone), both inclusive. */
export interface CostFilter {
  from: string
  to: string
  /** null: every organization the caller may read (omc). */
  orgId: string | null
  kind: string | null
  currency: string
}

/** The conditions on a rollup table (usage_daily or usage_daily_subjects, aliased `alias`). */
export function rollupWhere(f: CostFilter, alias: string): RawBuilder<boolean> {
  const col = (c: string) => sql.ref(`${alias}.${c}`)
  const parts = [sql`${col('day')} BETWEEN ${f.from}::date AND ${f.to}::date`, sql`${col('currency')} = ${f.currency}`]
  if (f.orgId) parts.push(sql`${col('org_id')} = ${f.orgId}::uuid`)
  if (f.kind) parts.push(sql`${col('kind')} = ${f.kind}`)
  return sql<boolean>`${sql.join(parts, sql` AND `)}`
}

/** The same period right before this one, of equal length in days. */
export function previousPeriod(f: CostFilter): CostFilter {
  const day = 86_400_000
  const from = Date.parse(`${f.from}T00:00:00Z`)
  const days = Math.round((Date.parse(`${f.to}T00:00:00Z`) - from) / day) + 1
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { ...f, from: iso(from - days * day), to: iso(from - day) }
}
