import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import { usageTotals } from '../billing/index.js'
import { previousPeriod, rollupWhere, type CostFilter, type Granularity } from './cost-filter.js'

/*
 * Every dashboard aggregate reads the daily rollups (usage_daily, usage_daily_subjects), never the ledger: the
 * rollups hold one row per organization, local day, kind and model, so a year of a million usage rows folds to a
 * few thousand. Days are already local to each organization, so grouping by week or month is date_trunc on them.
 */

export interface CostKpis {
  spendMinor: number
  previousSpendMinor: number
  analysedMeetings: number
  meetingSpendMinor: number
  tokens: number
  events: number
}

/**
 * The period's totals are billing's one definition (usageTotals): the spend, the analysed meetings (the quantity of
 * `analysed-meetings` rows, as the billing page and the invoice count them) and the by-kind breakdown.
 */
export async function costKpis(db: Handle, f: CostFilter): Promise<CostKpis & { byKind: BreakdownItem[] }> {
  const [now, before, meetings] = await Promise.all([
    usageTotals(db, f),
    usageTotals(db, previousPeriod(f)),
    sql<{ spend: number }>`
      SELECT COALESCE(sum(s.amount_minor), 0)::bigint AS spend
        FROM usage_daily_subjects s WHERE s.subject = 'meeting' AND ${rollupWhere(f, 's')}`.execute(db),
  ])
  return {
    spendMinor: now.spendMinor,
    previousSpendMinor: before.spendMinor,
    analysedMeetings: now.analysedMeetings,
    meetingSpendMinor: meetings.rows[0]!.spend,
    tokens: now.tokens,
    events: now.events,
    byKind: now.byKind.map((k) => ({
      key: k.kind,
      label: k.kind,
      amountMinor: k.amountMinor,
      tokens: k.tokens,
      events: k.events,
    })),
  }
}

export interface SeriesPoint {
  period: string
  key: string
  label: string
  amountMinor: number
}

/** Spend per period, stacked by kind or by organization. `period` is the first local day of the bucket. */
export async function costSeries(
  db: Handle,
  f: CostFilter,
  granularity: Granularity,
  stackBy: 'kind' | 'org',
): Promise<SeriesPoint[]> {
  const key = stackBy === 'kind' ? sql`d.kind` : sql`d.org_id::text`
  const label = stackBy === 'kind' ? sql`d.kind` : sql`min(o.name)`
  const r = await sql<SeriesPoint>`
    SELECT to_char(date_trunc(${granularity}, d.day::timestamp), 'YYYY-MM-DD') AS period, ${key} AS key, ${label} AS label,
           sum(d.amount_minor)::bigint AS "amountMinor"
      FROM usage_daily d JOIN organizations o ON o.id = d.org_id
     WHERE ${rollupWhere(f, 'd')}
     GROUP BY 1, 2 ORDER BY 1, 2`.execute(db)
  return r.rows
}

export interface BreakdownItem {
  key: string
  label: string
  amountMinor: number
  tokens: number
  events: number
}

export async function costBreakdown(db: Handle, f: CostFilter, by: 'org' | 'model'): Promise<BreakdownItem[]> {
  const key = by === 'org' ? sql`d.org_id::text` : sql`d.model`
  const label = by === 'org' ? sql`min(o.name)` : key
  const r = await sql<BreakdownItem>`
    SELECT ${key} AS key, ${label} AS label, sum(d.amount_minor)::bigint AS "amountMinor", sum(d.tokens)::bigint AS tokens, sum(d.events)::bigint AS events
      FROM usage_daily d JOIN organizations o ON o.id = d.org_id
     WHERE ${rollupWhere(f, 'd')}
     GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 50`.execute(db)
  return r.rows
}

export interface TopItem {
  id: string
  title: string | null
  orgId: string
  orgName: string
  amountMinor: number
}

/** The most expensive meetings or reports of the period; title is null when the record was deleted since. */
export async function topSubjects(
  db: Handle,
  f: CostFilter,
  subject: 'meeting' | 'report',
  limit = 10,
): Promise<TopItem[]> {
  const titles = subject === 'meeting' ? sql`meetings` : sql`reports`
  const r = await sql<TopItem>`
    SELECT t.subject_id AS id, x.title, t.org_id AS "orgId", o.name AS "orgName", t.amount AS "amountMinor"
      FROM (SELECT s.org_id, s.subject_id, sum(s.amount_minor)::bigint AS amount
              FROM usage_daily_subjects s WHERE s.subject = ${subject} AND ${rollupWhere(f, 's')}
             GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${limit}) t
      JOIN organizations o ON o.id = t.org_id
      LEFT JOIN ${titles} x ON x.id = t.subject_id AND x.org_id = t.org_id
     ORDER BY t.amount DESC, t.subject_id`.execute(db)
  return r.rows
}
