import { opsMetrics } from '../../lib/ops-metrics.js'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import {
  analysisReports,
  analysisStatus,
  beat,
  claimAnalysis,
  failUnfinishedReports,
  finishAnalysis,
  markReportRunning,
  requeueAnalysis,
  setProgress,
  settleMeeting,
} from './analysis-run-repository.js'
import { analysedMeetingKey, endReservations, recordUsage } from '../billing/index.js'
import { requestReportIds } from './analysis-repository.js'
import { findMeeting, findTranscript } from '../meetings/index.js'
import type { AnalysisEngine, EngineName, ReportKind } from './types.js'
import { isPermanent, PermanentJobError } from './job-errors.js'
import { detectLanguage } from './language.js'
import { analyzeKind, storeKindResult } from './produce-report.js'

export interface RunDeps {
  db: Db
  engineFor: (name: EngineName) => AnalysisEngine
  heartbeatMs: number
  log: FastifyBaseLogger
}
export interface Attempt {
  retryCount: number
  retryLimit: number
}

/**
 * One attempt at an analysis. Kinds already ready (from an attempt that died) are skipped, and every
 * write targets the analysis' own report rows, so however often the job runs there is one report per kind.
 * Throws to have pg-boss retry; a final or permanent failure is recorded here first.
 */
export async function runAnalysis(
  deps: RunDeps,
  analysisId: string,
  attempt: Attempt,
  shutdown?: AbortSignal,
): Promise<void> {
  const { db, log } = deps
  const analysis = await claimAnalysis(db, analysisId)
  if (!analysis) return // cancelled, finished or deleted while queued
  const abort = new AbortController()
  const onShutdown = () => abort.abort(new Error('The service is shutting down'))
  shutdown?.addEventListener('abort', onShutdown)
  // The heartbeat tells the reaper this process lives; a cancelled analysis stops beating and aborts the engine.
  const heart = setInterval(() => {
    beat(db, analysisId).then(
      (r) => {
        if (!Number(r[0]?.numUpdatedRows)) abort.abort(new Error('The analysis was cancelled'))
      },
      (err) => log.warn({ err }, 'heartbeat failed'),
    )
  }, deps.heartbeatMs)
  heart.unref()
  try {
    await settleMeeting(db, analysis.meeting_id)
    const transcript = await findTranscript(db, analysis.meeting_id)
    if (!transcript) throw new PermanentJobError('The meeting has no transcript')
    const engine = deps.engineFor(analysis.engine)
    const language = detectLanguage(transcript.segments)
    // Relative due dates ("by Friday") resolve against the day the meeting was held.
    const meeting = await findMeeting(db, analysis.meeting_id, analysis.org_id)
    const meetingDate = meeting ? new Date(meeting.scheduled_at).toISOString().slice(0, 10) : undefined
    const kinds = analysis.kinds as ReportKind[]
    const reports = await analysisReports(db, analysisId)
    let done = reports.filter((r) => r.status === 'ready').length
    for (const kind of kinds) {
      const report = reports.find((r) => r.kind === kind)
      if (!report || report.status === 'ready') continue // deleted meanwhile, or done by an earlier attempt
      if ((await analysisStatus(db, analysisId)) !== 'running') return
      await markReportRunning(db, report.id)
      const ctx = {
        orgId: analysis.org_id,
        meetingId: analysis.meeting_id,
        kind,
        segments: transcript.segments,
        subject: analysis.subject,
        language,
        meetingDate,
      }
      const output = await analyzeKind(db, engine, ctx, abort.signal, {
        db,
        orgId: analysis.org_id,
        served: { kind: 'report', id: report.id },
        log,
      })
      if (abort.signal.aborted) throw abort.signal.reason
      await db.transaction().execute(async (trx) => {
        await storeKindResult(trx, analysisId, ctx, output)
        await setProgress(trx, analysisId, Math.round((++done / kinds.length) * 100))
        // The last report, the analysis and the meeting's status change together: nobody sees every report
        // ready while the meeting still reads "processing".
        if (done === kinds.length) await completeAnalysis(trx, analysisId, analysis)
      })
    }
    // Every kind was done by an earlier attempt (or deleted): complete here. A second call changes nothing.
    await db.transaction().execute((trx) => completeAnalysis(trx, analysisId, analysis))
  } catch (error) {
    if ((await analysisStatus(db, analysisId)) === 'cancelled') return
    const message = error instanceof Error ? error.message : String(error)
    const permanent = isPermanent(error)
    const final = permanent || attempt.retryCount >= attempt.retryLimit
    if (!final) {
      await requeueAnalysis(db, analysisId, message)
      throw error
    }
    log.warn({ err: error, analysisId }, 'analysis failed')
    await db.transaction().execute(async (trx) => {
      await finishAnalysis(trx, analysisId, 'failed', message)
      await failUnfinishedReports(trx, analysisId, message)
      await endReservations(trx, `analysis:${analysisId}`)
      await settleMeeting(trx, analysis.meeting_id)
    })
    opsMetrics.analysisFailed()
    if (!permanent) throw error
  } finally {
    clearInterval(heart)
    shutdown?.removeEventListener('abort', onShutdown)
  }
}

/**
 * The analysis completes, the analysed meeting is billed and the meeting's status settles, all in one
 * transaction. The key is the meeting and the local month: the first analysis of the meeting to complete this
 * month bills it, shared out over the reports its request asked for; any other (another job of the same
 * request, a re-analysis this month, a retried job) finds the key and bills nothing. Its reservation ends here.
 */
async function completeAnalysis(
  trx: Parameters<typeof finishAnalysis>[0],
  analysisId: string,
  analysis: { org_id: string; meeting_id: string; engine: string },
) {
  if (await finishAnalysis(trx, analysisId, 'completed', null)) {
    await recordUsage(trx, {
      orgId: analysis.org_id,
      kind: 'analysed-meetings',
      idempotencyKey: await analysedMeetingKey(trx, analysis.org_id, analysis.meeting_id),
      model: analysis.engine,
      quantity: 1,
      meetingId: analysis.meeting_id,
      shareOver: await requestReportIds(trx, analysisId),
      meta: { analysisId },
    })
    await endReservations(trx, `analysis:${analysisId}`)
  }
  await settleMeeting(trx, analysis.meeting_id)
}
