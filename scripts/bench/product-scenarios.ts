import { ORG_ID } from './foundation-scenarios.js'

/**
 * Product list endpoints for the bench: each compared with a minimal reference endpoint running the
 * statement the repository runs for the same page (its text and parameters as Kysely compiles them;
 * `ORG_ID` is Acme's organization; first page of 10, default sort). Both lists are one round trip
 * (page and total through a window count) over an (org_id, sort column) index.
 */
export interface ProductScenario { name: string; path: string; role: 'admin'; sql: string; params: unknown[] }

export const productScenarios: ProductScenario[] = [
  {
    name: 'meetings list',
    path: '/api/meetings',
    role: 'admin',
    // Default sort: scheduledAt ascending; index meetings_org_scheduled_idx (org_id, scheduled_at).
    sql: 'select "m".*, exists (select 1 from transcripts t where t.meeting_id = m.id) as "has_transcript", count(*) over() as "total_count" from "meetings" as "m" where "m"."org_id" = $1 order by m.scheduled_at asc, "m"."id" limit $2 offset $3',
    params: [ORG_ID, 10, 0],
  },
  {
    name: 'reports list',
    path: '/api/reports',
    role: 'admin',
    // Default sort: createdAt descending; index reports_org_created_idx (org_id, created_at), scanned backwards.
    // List rows carry no content (GET /api/reports/{id} does).
    sql: 'select "r"."id", "r"."org_id", "r"."analysis_id", "r"."kind", "r"."title", "r"."subject", "r"."profile_id", "r"."source_type", "r"."source_id", "r"."source_title", "r"."meeting_id", "r"."status", "r"."engine", "r"."summary", "r"."language", "r"."error", "r"."created_at", "r"."updated_at", (select max(s.expires_at) from report_shares s where s.report_id = r.id and s.revoked_at is null and s.expires_at > now()) as "share_expires_at", count(*) over() as "total_count" from "reports" as "r" where "r"."org_id" = $1 order by r.created_at desc, "r"."id" limit $2 offset $3',
    params: [ORG_ID, 10, 0],
  },
]
