import { sql } from 'kysely'
import type { ReportKind } from './types.js'
import type { AnalysisRow } from '../../db/schema.js'
import type { Job } from './schemas/jobs.js'
import type { Handle } from '../../db/handle.js'

export type AnalysisWithReports = AnalysisRow & { report_ids: string[] }

export interface NewAnalysis {
  orgId: string
  meetingId: string
  meetingTitle: string
  kinds: ReportKind[]
  engine: 'builtin' | 'llm'
  subject: string | null
  createdBy: string | null
  language?: string
  titleOf: (kind: ReportKind) => string
  /** Chosen ahead when the reservation needs it (self-interviews); generated otherwise. */
  id?: string
  /** The jobs of one request share it (one billable unit); a job of its own otherwise. */
  requestId?: string
}

/**
 * The analysis and one queued report per kind, in the caller's transaction: the reports list shows
 * what is coming at once, and the worker later fills these very rows (unique on analysis and kind).
 */
export async function insertAnalysis(
  trx: Handle,
  a: NewAnalysis,
  rerunReportId?: string,
): Promise<{ id: string; reportIds: string[] }> {
  const { id } = await trx
    .insertInto('analyses')
    .values({
      ...(a.id ? { id: a.id } : {}),
      ...(a.requestId ? { request_id: a.requestId } : {}),
      org_id: a.orgId,
      meeting_id: a.meetingId,
      kinds: a.kinds,
      engine: a.engine,
      subject: a.subject,
      created_by: a.createdBy,
      error: null,
      boss_job_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (rerunReportId) {
    // A rerun refills the same report (its id, links and share stay) under the new analysis.
    await trx
      .updateTable('reports')
      .set({
        analysis_id: id,
        status: 'queued',
        error: null,
        engine: a.engine,
        subject: a.subject,
        source_title: a.meetingTitle,
        updated_at: new Date(),
      })
      .where('id', '=', rerunReportId)
      .execute()
    return { id, reportIds: [rerunReportId] }
  }
  const reports = await trx
    .insertInto('reports')
    .values(
      a.kinds.map((kind) => ({
        org_id: a.orgId,
        analysis_id: id,
        kind,
        title: a.titleOf(kind),
        subject: a.subject,
        profile_id: null,
        source_type: 'meeting' as const,
        source_id: a.meetingId,
        source_title: a.meetingTitle,
        meeting_id: a.meetingId,
        engine: a.engine,
        content: '{}',
        error: null,
        ...(a.language ? { language: a.language } : {}),
      })),
    )
    .returning('id')
    .execute()
  return { id, reportIds: reports.map((r) => r.id) }
}

export const findAnalysis = (db: Handle, id: string, orgId: string | null) => {
  let q = db
    .selectFrom('analyses as a')
    .selectAll('a')
    .select(
      sql<
        string[]
      >`coalesce((select array_agg(r.id order by r.created_at, r.kind) from reports r where r.analysis_id = a.id), '{}')`.as(
        'report_ids',
      ),
    )
    .where('a.id', '=', id)
  if (orgId) q = q.where('a.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<AnalysisWithReports | undefined>
}

export const setBossJobId = (db: Handle, id: string, bossJobId: string) =>
  db.updateTable('analyses').set({ boss_job_id: bossJobId }).where('id', '=', id).execute()

export function toJob(row: AnalysisWithReports): Job {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    status: row.status,
    progress: row.progress,
    kinds: row.kinds as Job['kinds'],
    engine: row.engine,
    reportIds: row.report_ids,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  }
}

/** How many analyses are in each status (the metrics' queue depth and failures). */
export const countAnalysesByStatus = async (db: Handle): Promise<Array<{ status: string; n: number }>> =>
  (
    await sql<{ status: string; n: number }>`select status, count(*)::int as n from analyses group by status`.execute(
      db,
    )
  ).rows

/** The reports one analysis request asked for, over all of its jobs (an analysed meeting is shared out over them). */
export const requestReportIds = async (db: Handle, analysisId: string) =>
  (
    await db
      .selectFrom('reports as r')
      .innerJoin('analyses as a', 'a.id', 'r.analysis_id')
      .select('r.id')
      .where('a.request_id', '=', (eb) => eb.selectFrom('analyses').select('request_id').where('id', '=', analysisId))
      .orderBy('r.created_at')
      .orderBy('r.kind')
      .execute()
  ).map((r) => r.id)
