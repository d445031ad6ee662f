import { sql } from 'kysely'
import type { Landing } from './schemas.js'
import type { Handle } from '../../db/handle.js'

/**
 * The landing's four numbers and the latest eight events (meetings created, reports finished, share links
 * made) of one organization (null: all), in one statement so the cards agree with each other.
 */
export async function landingNumbers(db: Handle, orgId: string | null): Promise<Landing> {
  const org = (column: string) => (orgId ? sql`${sql.ref(column)} = ${orgId}` : sql`true`)
  const { rows } = await sql<{ landing: Landing }>`
    select json_build_object(
      'meetingsThisWeek', (select count(*) from meetings m where ${org('m.org_id')}
        and m.scheduled_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
        and m.scheduled_at < (date_trunc('week', now() at time zone 'UTC') + interval '7 days') at time zone 'UTC'),
      'reportsReady', (select count(*) from reports r where ${org('r.org_id')} and r.status = 'ready'),
      'analysesRunning', (select count(*) from analyses a where ${org('a.org_id')} and a.status in ('queued', 'running')),
      'openShareLinks', (select count(*) from report_shares s where ${org('s.org_id')} and s.revoked_at is null and s.expires_at > now()),
      'recent', coalesce((select json_agg(e order by e.at desc) from (
        select * from (
          select 'meeting-created' as type, m.id, m.title, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, 'meeting' as link, m.created_at as t
          from meetings m where ${org('m.org_id')} order by m.created_at desc limit 8) a
        union all select * from (
          select case r.status when 'ready' then 'report-ready' else 'report-failed' end, r.id, r.title,
            to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'report', r.updated_at
          from reports r where ${org('r.org_id')} and r.status in ('ready', 'failed') order by r.updated_at desc limit 8) b
        union all select * from (
          select 'share-created', r.id, r.title, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'report', s.created_at
          from report_shares s join reports r on r.id = s.report_id where ${org('s.org_id')} order by s.created_at desc limit 8) c
        order by t desc limit 8) e), '[]'::json)
    ) as landing`.execute(db)
  const landing = rows[0]!.landing
  // json_agg keeps the helper column `t`; the answer schema has no room for it.
  return { ...landing, recent: landing.recent.map(({ type, id, title, at, link }) => ({ type, id, title, at, link })) }
}
