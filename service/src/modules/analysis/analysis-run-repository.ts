import { sql } from 'kysely'
import type { AnalysisStatus } from '../../db/schema.js'
import { json, type Handle } from '../../db/handle.js'

/** Takes an analysis for a worker attempt; undefined when it was cancelled, finished or deleted meanwhile. */
export const claimAnalysis = (db: Handle, id: string) =>
  db
    .updateTable('analyses')
    .set({
      status: 'running',
      started_at: sql`coalesce(started_at, now())`,
      heartbeat_at: sql`now()`,
      attempts: sql`attempts + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst()

export const beat = (db: Handle, id: string) =>
  db
    .updateTable('analyses')
    .set({ heartbeat_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute()

export const analysisStatus = async (db: Handle, id: string) =>
  (await db.selectFrom('analyses').select('status').where('id', '=', id).executeTakeFirst())?.status

export const analysisReports = (db: Handle, analysisId: string) =>
  db.selectFrom('reports').select(['id', 'kind', 'status']).where('analysis_id', '=', analysisId).execute()

export const markReportRunning = (db: Handle, reportId: string) =>
  db
    .updateTable('reports')
    .set({ status: 'running', error: null, updated_at: new Date() })
    .where('id', '=', reportId)
    .where('status', '!=', 'ready')
    .execute()

/** Upsert on (analysis_id, kind): a retried or duplicated attempt rewrites the same row, never adds one. */
export async function storeReadyReport(
  trx: Handle,
  analysisId: string,
  kind: string,
  values: { summary: string; content: Record<string, unknown>; profileId: string | null; language: string },
) {
  return trx
    .updateTable('reports')
    .set({
      status: 'ready',
      summary: values.summary,
      content: json(values.content),
      profile_id: values.profileId,
      language: values.language,
      error: null,
      updated_at: new Date(),
    })
    .where('analysis_id', '=', analysisId)
    .where('kind', '=', kind)
    .returning('id')
    .executeTakeFirst()
}

export const setProgress = (db: Handle, id: string, progress: number) =>
  db
    .updateTable('analyses')
    .set({ progress, heartbeat_at: sql`now()`, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute()

export const finishAnalysis = (db: Handle, id: string, status: AnalysisStatus, error: string | null) =>
  db
    .updateTable('analyses')
    .set({
      status,
      error,
      ...(status === 'completed' ? { progress: 100 } : {}),
      finished_at: sql`now()`,
      heartbeat_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst()

/** Back to queued between attempts, keeping the last error visible. */
export const requeueAnalysis = (db: Handle, id: string, error: string) =>
  db
    .updateTable('analyses')
    .set({ status: 'queued', error, heartbeat_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute()

export const failUnfinishedReports = (db: Handle, analysisId: string, error: string) =>
  db
    .updateTable('reports')
    .set({ status: 'failed', error, updated_at: new Date() })
    .where('analysis_id', '=', analysisId)
    .where('status', 'in', ['queued', 'running'])
    .execute()

/**
 * Running analyses whose worker stopped beating (its process died): set back to queued and return
 * their pg-boss job ids, so the queue can hand them out again. One UPDATE, so of several instances
 * reaping at once exactly one gets each analysis.
 */
export async function reapStaleAnalyses(db: Handle, staleSeconds: number): Promise<string[]> {
  const rows = await db
    .updateTable('analyses')
    .set({ status: 'queued', heartbeat_at: null, error: 'The worker stopped; retrying', updated_at: new Date() })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
    .where('boss_job_id', 'is not', null)
    .returning('boss_job_id')
    .execute()
  return rows.map((r) => r.boss_job_id!)
}

/** The meeting follows its analyses: processing while one is pending, else the newest one's outcome. */
export async function settleMeeting(db: Handle, meetingId: string) {
  await sql`
    update meetings m set status = case
        when exists (select 1 from analyses a where a.meeting_id = m.id and a.status in ('queued', 'running')) then 'processing'
        when last.status = 'completed' then 'analyzed'
        when last.status = 'failed' then 'failed'
        when exists (select 1 from reports r where r.meeting_id = m.id and r.status = 'ready') then 'analyzed'
        else 'ended' end,
      updated_at = now()
    from (select (select a.status from analyses a where a.meeting_id = ${meetingId} order by a.created_at desc limit 1) as status) last
    where m.id = ${meetingId}
  `.execute(db)
}

/** Analyses recorded without a job (the demo seeder queues one without a queue running): lock one to adopt. */
export const lockUnqueuedAnalysis = (db: Handle) =>
  db
    .selectFrom('analyses')
    .select('id')
    .where('status', '=', 'queued')
    .where('boss_job_id', 'is', null)
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()

/** The analysis a pg-boss job runs (the reaper knows jobs by their id). */
export const findAnalysisByJob = (db: Handle, bossJobId: string) =>
  db.selectFrom('analyses').select(['id', 'meeting_id']).where('boss_job_id', '=', bossJobId).executeTakeFirst()
