import { sql } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'
import type { ReportRow } from '../../db/schema.js'
import type { Report, ReportListQuery, ReportSummary } from './schemas/reports.js'
import { emptyPage, isoText, jsonText, pageBodyColumns } from '../../db/json-text.js'
import { shapedQuery } from '../../db/shaped-query.js'
import { likePattern, pageOrder, type Handle } from '../../db/handle.js'

export type ReportWithShare = ReportRow & { share_expires_at: Date | null }

const SORT_COLUMNS = {
  createdAt: sql`r.created_at`,
  kind: sql`r.kind`,
  status: sql`r.status`,
  subject: sql`lower(r.subject)`,
} as const

// The report's live share link, if any (creating a new link revokes the previous one).
const liveShares = sql`from report_shares s where s.report_id = r.id and s.revoked_at is null and s.expires_at > now()`
const liveShareExpiry = sql<Date | null>`(select max(s.expires_at) ${liveShares})`

const base = (db: Handle) => db.selectFrom('reports as r').selectAll('r').select(liveShareExpiry.as('share_expires_at'))

/**
 * A list item as `toReportSummary` would answer it, written by PostgreSQL (see json-text.ts): every
 * column but the content, so a list page stays a few kilobytes however long the reports are.
 */
const reportSummaryJson = jsonText({
  id: sql`r.id`,
  orgId: sql`r.org_id`,
  kind: sql`r.kind`,
  title: sql`r.title`,
  subject: sql`r.subject`,
  profileId: sql`r.profile_id`,
  source: jsonBuildObject({ type: sql`r.source_type`, id: sql`r.source_id`, title: sql`r.source_title` }),
  status: sql`r.status`,
  engine: sql`r.engine`,
  summary: sql`r.summary`,
  language: sql`r.language`,
  error: sql`r.error`,
  analysisId: sql`r.analysis_id`,
  createdAt: isoText(sql`r.created_at`),
  updatedAt: isoText(sql`r.updated_at`),
  // No row (so null) unless a live link exists.
  shared: sql`(select json_build_object('expiresAt', ${isoText(sql`max(s.expires_at)`)}) ${liveShares} having count(*) > 0)`,
})
type ReportSummaryRow = Omit<ReportWithShare, 'content'>

/** The columns a list item is written from: not the content, which may be long. */
const SUMMARY_COLUMNS = [
  'r.id',
  'r.org_id',
  'r.analysis_id',
  'r.kind',
  'r.title',
  'r.subject',
  'r.profile_id',
  'r.source_type',
  'r.source_id',
  'r.source_title',
  'r.status',
  'r.engine',
  'r.summary',
  'r.language',
  'r.error',
  'r.created_at',
  'r.updated_at',
] as const

export const findReport = (db: Handle, id: string, orgId: string | null) => {
  let q = base(db).where('r.id', '=', id)
  if (orgId) q = q.where('r.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<ReportWithShare | undefined>
}

/**
 * One round trip: the page, as JSON text per report, and the total through a window count. The SQL is
 * built once per shape (filters present, sort).
 */
export async function listReports(
  db: Handle,
  orgId: string | null,
  query: ReportListQuery,
): Promise<{ body: string; total: number }> {
  const params = {
    orgId: orgId || undefined,
    kind: query.kind || undefined,
    status: query.status || undefined,
    source: query.source || undefined,
    sourceId: query.sourceId || undefined,
    subject: query.subject ? query.subject.trim().toLowerCase() : undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    like: query.q ? likePattern(query.q) : undefined,
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  }
  const page = shapedQuery('listReports', { sortBy: query.sortBy, orderBy: query.orderBy }, params, (s, p) => {
    let q = db
      .selectFrom('reports as r')
      .select(SUMMARY_COLUMNS)
      .select(sql<number>`count(*) over()`.as('total_count'))
    if (p.orgId !== undefined) q = q.where('r.org_id', '=', p.orgId)
    if (p.kind !== undefined) q = q.where('r.kind', '=', p.kind)
    if (p.status !== undefined) q = q.where('r.status', '=', p.status)
    if (p.source !== undefined) q = q.where('r.source_type', '=', p.source)
    if (p.sourceId !== undefined) q = q.where('r.source_id', '=', p.sourceId)
    if (p.subject !== undefined) q = q.where(sql`lower(r.subject)`, '=', p.subject)
    if (p.from !== undefined) q = q.where('r.created_at', '>=', p.from)
    if (p.to !== undefined) q = q.where('r.created_at', '<=', p.to)
    const like = p.like
    if (like !== undefined)
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(r.title)`, 'like', like),
          eb(sql`lower(r.subject)`, 'like', like),
          eb(sql`lower(r.summary)`, 'like', like),
        ]),
      )
    const order = pageOrder(SORT_COLUMNS[s.sortBy], s.orderBy, s.sortBy === 'subject', 'r')
    const pageRows = q.orderBy(order).limit(p.limit).offset(p.offset)
    // The page is cut first and the JSON written over its rows only (aliased `r` again, so the same
    // expressions apply), then folded into the one body text: in one query level PostgreSQL may build
    // the JSON for every matching row before the sort.
    return db.selectFrom(pageRows.as('r')).select(pageBodyColumns('reports', reportSummaryJson, order))
  })
  const { body, total } = (await db.executeQuery(page)).rows[0]
  // Beyond the last page the window count has no row to ride on; count without paging.
  if (total === 0 && query.page > 1)
    return emptyPage('reports', (await listReports(db, orgId, { ...query, page: 1, itemsPerPage: 1 })).total)
  return { body, total }
}

export const deleteReport = (db: Handle, id: string) => db.deleteFrom('reports').where('id', '=', id).executeTakeFirst()

export function toReport(row: ReportWithShare): Report {
  // The content is the kind's as an engine wrote it (or `{}` before the first run): the contract's type, not checked.
  return { ...toReportSummary(row), content: row.content } as Report
}

function toReportSummary(row: ReportSummaryRow): ReportSummary {
  return {
    id: row.id,
    orgId: row.org_id,
    kind: row.kind as Report['kind'],
    title: row.title,
    subject: row.subject,
    profileId: row.profile_id,
    source: { type: row.source_type, id: row.source_id, title: row.source_title },
    status: row.status,
    engine: row.engine,
    summary: row.summary,
    language: row.language,
    error: row.error,
    analysisId: row.analysis_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    shared: row.share_expires_at ? { expiresAt: row.share_expires_at.toISOString() } : null,
  }
}
