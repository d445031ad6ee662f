import { sql } from 'kysely'
import { TEMPLATE_FOR_KIND } from '../report-kinds/index.js'
import type { Handle } from '../../db/handle.js'
import type { FamilyRow } from './template-rows.js'

/** What still needs a template: the 409 on delete names it. */
export type TemplateUse = 'analysis' | 'interview' | 'summary'

/**
 * A template is in use while unfinished work reads one of its versions:
 * - a queued or running report scored with it, or of a kind this template shapes when it is the active one
 *   (such reports read the active template when they run);
 * - a self-interview not yet completed, expired or revoked that was created from one of its question-set
 *   versions (its analysis will name that version);
 * - a queued or running summarizer run that used one of its summary-prompt versions.
 */
export async function templateInUse(db: Handle, family: FamilyRow): Promise<TemplateUse | undefined> {
  const reportKinds = Object.entries(TEMPLATE_FOR_KIND)
    .filter(([, k]) => k === family.kind)
    .map(([kind]) => kind)
  const versions = sql`(select id from templates where family_id = ${family.family_id})`
  const { rows } = await sql<{ analysis: boolean; interview: boolean; summary: boolean }>`
    select
      exists (
        select 1 from reports r
        where r.org_id = ${family.org_id} and r.status in ('queued', 'running')
          and (r.template_id in ${versions}
            ${family.active && reportKinds.length ? sql`or r.kind in (${sql.join(reportKinds)})` : sql``})
      ) as analysis,
      exists (
        select 1 from self_interviews si
        where si.org_id = ${family.org_id} and si.state in ('created', 'opened', 'in_progress') and si.template_id in ${versions}
      ) as interview,
      exists (
        select 1 from llm_runs lr
        where lr.org_id = ${family.org_id} and lr.status in ('queued', 'running') and lr.template_id in ${versions}
      ) as summary`.execute(db)
  const row = rows[0]
  if (row?.analysis) return 'analysis'
  if (row?.interview) return 'interview'
  if (row?.summary) return 'summary'
  return undefined
}

/** The template version a report recorded, within the caller's organization. */
export async function templateOfReport(db: Handle, reportId: string, orgId: string | null) {
  let q = db
    .selectFrom('reports as r')
    .leftJoin('templates as t', 't.id', 'r.template_id')
    .select(['r.org_id', 't.id', 't.family_id', 't.kind', 't.name', 't.version'])
    .where('r.id', '=', reportId)
  if (orgId) q = q.where('r.org_id', '=', orgId)
  return q.executeTakeFirst()
}
