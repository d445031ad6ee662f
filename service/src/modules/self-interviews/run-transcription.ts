import type { FastifyInstance } from 'fastify'
import { fileStorageFor } from '../../lib/files/file-storage.js'
import { endReservations, recordUsage, tryReserveWork } from '../billing/index.js'
import { transcriptionWork } from './transcription-work.js'
import type { Handle } from '../../db/handle.js'
import type { AnalysisQueue } from '../analysis/index.js'
import { analyseWhenReady } from './analyse-when-ready.js'
import { withRecordingFile } from './recording-storage.js'
import { answerForTranscription, settleTranscription } from './answer-repository.js'
import { PermanentTranscriptionError, transcribeFile, type TranscribeConfig } from './transcribe-client.js'

type App = Pick<FastifyInstance, 'db' | 'log' | 'config'>

/**
 * One attempt at an answer's transcript. The transcript, its usage row and the possible analysis are one
 * transaction, and only a still-pending answer is written, so a retried job never writes twice. Throws to
 * have pg-boss retry; the last attempt (or a permanent failure) marks the answer failed, which lets the
 * interview's analysis go ahead with the other answers.
 */
export async function runTranscription(
  app: App,
  cfg: TranscribeConfig,
  queue: () => AnalysisQueue | null,
  answerId: string,
  final: boolean,
) {
  const a = await answerForTranscription(app.db, answerId)
  if (!a || a.transcription !== 'pending' || !a.media_path) {
    // Typed by a manager (or deleted) meanwhile: nothing to transcribe, nothing to hold.
    await endReservations(app.db, `transcription:${answerId}`)
    return
  }
  // Reserved with the upload; an answer queued before reservations existed reserves here. Past the budget's hard
  // cap the answer waits for a typed transcript instead.
  const refusal = await app.db
    .transaction()
    .execute((trx) => tryReserveWork(trx, transcriptionWork(a, a.submitted_at ?? new Date(), cfg.model)))
  if (refusal) {
    app.log.warn({ answerId, orgId: a.org_id }, 'transcription refused by the budget hard cap')
    await settle(app, queue, a.interview_id, answerId, { transcription: 'failed' })
    return
  }
  let result
  try {
    // Read through the file storage, so any instance can transcribe what another one took.
    const mime = a.media_type ?? 'application/octet-stream'
    result = await withRecordingFile(fileStorageFor(app.config), a.media_path, mime, (file) =>
      transcribeFile(cfg, file, mime, a.language, undefined, {
        db: app.db,
        orgId: a.org_id,
        served: { kind: 'transcription', id: answerId },
        log: app.log,
      }),
    )
  } catch (error) {
    const permanent = error instanceof PermanentTranscriptionError
    if (!permanent && !final) throw error
    app.log.warn({ err: error, answerId }, 'transcription failed')
    await settle(app, queue, a.interview_id, answerId, { transcription: 'failed' })
    return
  }
  const minutes = Math.max(1, Math.ceil((result.durationSeconds ?? 60) / 60))
  await settle(
    app,
    queue,
    a.interview_id,
    answerId,
    { transcription: 'done', transcript: result.text, transcript_source: 'service' },
    async (trx) => {
      // Priced by the price table (transcription-minutes); the answer's key keeps a retried job from billing twice.
      await recordUsage(trx, {
        orgId: a.org_id,
        kind: 'transcription-minutes',
        idempotencyKey: `transcription:${answerId}`,
        model: cfg.model,
        quantity: minutes,
        selfInterviewId: a.interview_id,
        meta: { selfInterviewId: a.interview_id, answerId, model: cfg.model, seconds: result.durationSeconds },
      })
    },
  )
}

async function settle(
  app: App,
  queue: () => AnalysisQueue | null,
  interviewId: string,
  answerId: string,
  values: { transcription: 'done' | 'failed'; transcript?: string; transcript_source?: 'service' },
  extra?: (trx: Handle) => Promise<void>,
) {
  await app.db.transaction().execute(async (trx) => {
    const settled = await settleTranscription(trx, answerId, values)
    await endReservations(trx, `transcription:${answerId}`)
    if (!settled) return
    await extra?.(trx)
    const q = queue()
    if (q) await analyseWhenReady(trx, q, interviewId)
  })
}
