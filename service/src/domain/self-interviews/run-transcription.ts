import type { FastifyInstance } from 'fastify'
import { json, type Handle } from '../../repositories/product/handle.js'
import type { AnalysisQueue } from '../jobs/analysis-queue.js'
import { analyseWhenReady } from './analyse-when-ready.js'
import { PermanentTranscriptionError, transcribeFile, type TranscribeConfig } from './transcribe-client.js'

type App = Pick<FastifyInstance, 'db' | 'log'>

/** Price of transcription in minor units per started minute, for the cost dashboards. */
export const TRANSCRIPTION_PRICE_MINOR_PER_MINUTE = 1

/**
 * One attempt at an answer's transcript. The transcript, its usage row and the possible analysis are one
 * transaction, and only a still-pending answer is written, so a retried job never writes twice. Throws to
 * have pg-boss retry; the last attempt (or a permanent failure) marks the answer failed, which lets the
 * interview's analysis go ahead with the other answers.
 */
export async function runTranscription(app: App, cfg: TranscribeConfig, queue: () => AnalysisQueue | null, answerId: string, final: boolean) {
  const a = await app.db.selectFrom('self_interview_answers as a').innerJoin('self_interviews as i', 'i.id', 'a.interview_id')
    .select(['a.id', 'a.org_id', 'a.interview_id', 'a.media_path', 'a.media_type', 'a.transcription', 'i.language'])
    .where('a.id', '=', answerId).executeTakeFirst()
  if (!a || a.transcription !== 'pending' || !a.media_path) return
  let result
  try {
    result = await transcribeFile(cfg, a.media_path, a.media_type ?? 'application/octet-stream', a.language)
  } catch (error) {
    const permanent = error instanceof PermanentTranscriptionError
    if (!permanent && !final) throw error
    app.log.warn({ err: error, answerId }, 'transcription failed')
    await settle(app, queue, a.interview_id, answerId, { transcription: 'failed' })
    return
  }
  const minutes = Math.max(1, Math.ceil((result.durationSeconds ?? 60) / 60))
  await settle(app, queue, a.interview_id, answerId, { transcription: 'done', transcript: result.text, transcript_source: 'service' }, async (trx) => {
    await trx.insertInto('usage_events').values({
      org_id: a.org_id, kind: 'transcription-minutes', quantity: minutes, unit_price_minor: TRANSCRIPTION_PRICE_MINOR_PER_MINUTE,
      amount_minor: minutes * TRANSCRIPTION_PRICE_MINOR_PER_MINUTE, currency: 'USD',
      meta: json({ selfInterviewId: a.interview_id, answerId, model: cfg.model, seconds: result.durationSeconds }),
    }).execute()
  })
}

async function settle(
  app: App, queue: () => AnalysisQueue | null, interviewId: string, answerId: string,
  values: { transcription: 'done' | 'failed'; transcript?: string; transcript_source?: 'service' },
  extra?: (trx: Handle) => Promise<void>,
) {
  await app.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('self_interview_answers').set({ ...values, updated_at: new Date() })
      .where('id', '=', answerId).where('transcription', '=', 'pending').executeTakeFirst()
    if (!Number(updated.numUpdatedRows)) return
    await extra?.(trx)
    const q = queue()
    if (q) await analyseWhenReady(trx, q, interviewId)
  })
}
