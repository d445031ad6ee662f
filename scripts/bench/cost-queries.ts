/**
 * Cost dashboard queries on a large ledger: a throwaway cluster, the migrated and seeded database, and
 * BENCH_COST_ROWS (default 1,000,000) usage rows over a year and 22 organizations, written by one
 * generate_series statement with the row triggers off and the rollups rebuilt once after (seconds, not minutes).
 * Each dashboard query is timed (median of 5 after a warm-up) against the 200 ms target.
 * Run: npx tsx scripts/bench/cost-queries.ts   (`npm run bench` runs it too, unless BENCH_ONLY is set)
 */
import { sql } from 'kysely'
import { pathToFileURL } from 'node:url'
import { createDb, type Db } from '../../service/src/db/create-db.js'
import { prepareTemplate, startThrowawayCluster } from '../../service/src/db/test-clusters.js'
import {
  costBreakdown,
  costKpis,
  costSeries,
  topSubjects,
} from '../../service/src/modules/costs/dashboard-repository.js'
import type { CostFilter } from '../../service/src/modules/costs/cost-filter.js'
import { costRows } from '../../service/src/modules/costs/cost-rows-repository.js'

const ROWS = Number(process.env.BENCH_COST_ROWS ?? 1_000_000)
const MEETINGS = 50_000
const TARGET_MS = 200

async function seedLedger(db: Db) {
  await sql`INSERT INTO organizations (name, slug, plan) SELECT 'Bench org ' || i, 'bench-org-' || i, 'team' FROM generate_series(1, 20) i`.execute(
    db,
  )
  await sql`INSERT INTO org_cost_settings (org_id, time_zone)
    SELECT id, (ARRAY['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'])[1 + (row_number() OVER (ORDER BY id)) % 4]
      FROM organizations`.execute(db)
  await sql`ALTER TABLE usage_events DISABLE TRIGGER USER`.execute(db)
  // Meeting m belongs to one organization and happens on one day of the year; its rows fall within hours of it.
  await sql`
    INSERT INTO usage_events (org_id, kind, model, quantity, input_tokens, output_tokens, unit_price_minor, amount_minor,
                              currency, meeting_id, report_id, idempotency_key, created_at)
    SELECT o.ids[1 + (g.m % o.n)],
           k.kind,
           CASE k.kind WHEN 'llm-tokens' THEN (ARRAY['gpt-4o', 'gpt-4o-mini', 'claude-3-5-sonnet', 'llama-3.1-70b'])[1 + g.i % 4] ELSE 'unit' END,
           1 + g.i % 5000, CASE WHEN k.kind = 'llm-tokens' THEN 1000 + g.i % 9000 ELSE 0 END,
           CASE WHEN k.kind = 'llm-tokens' THEN 200 + g.i % 2000 ELSE 0 END,
           1, 1 + g.i % 97, 'EUR',
           CASE WHEN k.kind = 'storage-gb-days' THEN NULL ELSE ('00000000-0000-4000-8000-' || lpad(to_hex(g.m), 12, '0'))::uuid END,
           CASE WHEN k.kind = 'llm-tokens' THEN ('00000000-0000-4000-9000-' || lpad(to_hex(g.m * 4 + g.i % 3), 12, '0'))::uuid END,
           'bench-' || g.i,
           CASE WHEN k.kind = 'storage-gb-days' THEN now() - (g.i % 365) * interval '1 day'
                ELSE now() - (g.m * 365.0 / ${MEETINGS}) * interval '1 day' - (g.i % 7) * interval '1 hour' END
      FROM (SELECT i, i % ${MEETINGS} AS m FROM generate_series(1, ${ROWS}) i) g
      CROSS JOIN LATERAL (SELECT (ARRAY['llm-tokens', 'llm-tokens', 'llm-tokens', 'llm-tokens', 'llm-tokens', 'llm-tokens',
                                        'transcription-minutes', 'transcription-minutes', 'conference-minutes', 'storage-gb-days'])[1 + g.i % 10] AS kind) k
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM organizations) o`.execute(db)
  await sql`ALTER TABLE usage_events ENABLE TRIGGER USER`.execute(db)
  await sql`SELECT usage_rollups_rebuild()`.execute(db)
  await sql`VACUUM ANALYZE`.execute(db)
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn()
  const runs: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    await fn()
    runs.push(performance.now() - start)
  }
  return runs.sort((a, b) => a - b)[2]!
}

export async function benchCostQueries(): Promise<{ name: string; ms: number; ok: boolean }[]> {
  const cluster = await startThrowawayCluster()
  try {
    await prepareTemplate(cluster)
    const db = createDb(cluster.url('debrief_template'), { max: 4 })
    try {
      const started = performance.now()
      await seedLedger(db)
      const count = (await sql<{ n: number }>`SELECT count(*)::bigint AS n FROM usage_events`.execute(db)).rows[0]!.n
      const rollups = (
        await sql<{
          n: number
        }>`SELECT (SELECT count(*) FROM usage_daily) + (SELECT count(*) FROM usage_daily_subjects) AS n`.execute(db)
      ).rows[0]!.n
      console.log(
        `  ${count} usage rows seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${rollups} rollup rows`,
      )
      const today = new Date().toISOString().slice(0, 10)
      const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10)
      const orgId = (
        await db.selectFrom('organizations').select('id').where('slug', '=', 'bench-org-3').executeTakeFirstOrThrow()
      ).id
      const month: CostFilter = { from: daysAgo(29), to: today, orgId: null, kind: null, currency: 'EUR' }
      const year: CostFilter = { ...month, from: daysAgo(364) }
      const oneOrg: CostFilter = { ...year, orgId }
      const cases: [string, () => Promise<unknown>][] = [
        ['KPIs, 30 days, all organizations', () => costKpis(db, month)],
        ['KPIs, 365 days, all organizations', () => costKpis(db, year)],
        ['series by day, 30 days, by kind', () => costSeries(db, month, 'day', 'kind')],
        ['series by month, 365 days, by organization', () => costSeries(db, year, 'month', 'org')],
        ['series by week, 365 days, one organization', () => costSeries(db, oneOrg, 'week', 'kind')],
        ['breakdown by organization, 365 days', () => costBreakdown(db, year, 'org')],
        ['breakdown by model, 365 days', () => costBreakdown(db, year, 'model')],
        ['top meetings, 30 days', () => topSubjects(db, month, 'meeting')],
        ['top meetings, 365 days', () => topSubjects(db, year, 'meeting')],
        ['top reports, 365 days', () => topSubjects(db, year, 'report')],
        ['drill-down rows page 1, 365 days', () => costRows(db, year, 1, 25)],
        ['drill-down rows page 1, one organization, llm', () => costRows(db, { ...oneOrg, kind: 'llm-tokens' }, 1, 25)],
        ['drill-down rows page 20, 30 days', () => costRows(db, month, 20, 25)],
      ]
      const out = []
      for (const [name, fn] of cases) {
        const ms = await time(fn)
        out.push({ name, ms, ok: ms < TARGET_MS })
      }
      return out
    } finally {
      await db.destroy()
    }
  } finally {
    await cluster.dispose()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(`## cost dashboard queries on ${ROWS} usage rows (median of 5, target < ${TARGET_MS} ms)`)
  for (const r of await benchCostQueries())
    console.log(`  ${r.name.padEnd(50)} ${r.ms.toFixed(1).padStart(7)} ms ${r.ok ? 'ok' : 'OVER TARGET'}`)
}
