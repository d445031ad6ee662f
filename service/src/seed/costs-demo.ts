import { sql } from 'kysely'
import type { Db } from '../db/create-db.js'

/**
 * Demo usage for the cost screens: 90 days of priced rows for Northwind Partners only (model tokens per report,
 * transcription minutes per meeting, daily storage), linked to its seeded meetings and reports. Acme Talent keeps
 * an empty ledger, so what its own work costs stays visible on its own. Idempotent through the rows' keys.
 */
export async function seedCostsDemo(db: Db): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', 'northwind-partners')
    .executeTakeFirst()
  if (!org) return
  await sql`
    WITH m AS (SELECT array_agg(id ORDER BY created_at, id) AS ids FROM meetings WHERE org_id = ${org.id}),
         r AS (SELECT array_agg(id ORDER BY created_at, id) AS ids, array_agg(meeting_id ORDER BY created_at, id) AS meetings FROM reports WHERE org_id = ${org.id})
    INSERT INTO usage_events (org_id, kind, model, quantity, input_tokens, output_tokens, meeting_id, report_id, idempotency_key, created_at, meta)
    SELECT ${org.id}, k.kind, k.model, CASE WHEN k.kind = 'llm-tokens' THEN k.input_tokens + k.output_tokens ELSE k.quantity END, k.input_tokens, k.output_tokens, k.meeting_id, k.report_id,
           'demo:' || d || ':' || k.kind, date_trunc('day', now()) - d * interval '1 day' + interval '9 hours' + (d % 7) * interval '1 hour', '{"demo": true}'
      FROM generate_series(0, 89) d, m, r,
      LATERAL (VALUES
        ('llm-tokens', CASE WHEN d % 3 = 0 THEN 'claude-3-5-sonnet' ELSE 'gpt-4o' END, 0, 60000 + (d * 7919) % 90000, 8000 + (d * 613) % 12000,
          r.meetings[1 + d % greatest(cardinality(r.ids), 1)], r.ids[1 + d % greatest(cardinality(r.ids), 1)]),
        ('transcription-minutes', 'minute', 20 + (d * 37) % 70, 0, 0, m.ids[1 + d % greatest(cardinality(m.ids), 1)], NULL::uuid),
        ('storage-gb-days', 'gb-day', 40 + d % 5, 0, 0, NULL::uuid, NULL::uuid)
      ) AS k(kind, model, quantity, input_tokens, output_tokens, meeting_id, report_id)
    ON CONFLICT (org_id, idempotency_key) DO NOTHING`.execute(db)
}
