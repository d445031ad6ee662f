import { sql } from 'kysely'
import { TEMPLATE_FOR_KIND } from '../product/template-repository.js'
import type { Handle } from '../product/handle.js'
import type { FamilyRow } from './template-rows.js'

/**
 * A template is in use while an unfinished report was scored with one of its versions, or will be:
 * queued and running reports of a kind this template shapes read the active template when they run.
 */
export async function templateInUse(db: Handle, family: FamilyRow): Promise<boolean> {
  const reportKinds = Object.entries(TEMPLATE_FOR_KIND).filter(([, k]) => k === family.kind).map(([kind]) => kind)
  const { rows } = await sql<{ used: boolean }>`
    select exists (
      select 1 from reports r
      where r.org_id = ${family.org_id} and r.status in ('queued', 'running')
        and (r.template_id in (select id from templates where family_id = ${family.family_id})
          ${family.active && reportKinds.length ? sql`or r.kind in (${sql.join(reportKinds)})` : sql``})
    ) as used`.execute(db)
  return rows[0]?.used ?? false
}

/** The template version a report recorded, within the caller's organization. */
export async function templateOfReport(db: Handle, reportId: string, orgId: string | null) {
  let q = db.selectFrom('reports as r').innerJoin('templates as t', 't.id', 'r.template_id')
    .select(['r.org_id', 't.id', 't.family_id', 't.kind', 't.name', 't.version']).where('r.id', '=', reportId)
  if (orgId) q = q.where('r.org_id', '=', orgId)
  return q.executeTakeFirst()
}
