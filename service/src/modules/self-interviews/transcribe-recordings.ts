import type { FastifyInstance } from 'fastify'
import type { Handle } from '../../db/handle.js'
import { markTranscriptionPending, untranscribedRecordings } from './answer-repository.js'
import { transcribeLater, transcribesHere } from './transcription-queue.js'

/**
 * Recorded answers that no transcription job was started for (the service was not configured, or this
 * instance ran no worker, when they were uploaded) go to the transcription service now, in the caller's
 * transaction. Without a service they stay waiting for a transcript the manager types.
 */
export async function transcribeWaitingRecordings(
  app: Pick<FastifyInstance, 'jobs' | 'config'>,
  trx: Handle,
  interviewId: string,
) {
  if (!transcribesHere(app)) return
  const waiting = (await untranscribedRecordings(trx, interviewId)).map((a) => a.id)
  await markTranscriptionPending(trx, waiting)
  for (const id of waiting) await transcribeLater(app, trx, id)
}
