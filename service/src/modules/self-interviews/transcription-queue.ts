import type { FastifyInstance } from 'fastify'
import type { Handle } from '../../db/handle.js'
import type { JobSettings } from '../../plugins/jobs/job-settings.js'

export const TRANSCRIPTION_QUEUE = 'self-interview-transcription'

/** Retries of speech-to-text (a speech service's outage lasts: 30 s apart, doubling, unless the app is tuned). */
export const transcriptionJobOptions = (settings: JobSettings) => ({
  retryLimit: 3,
  retryDelay: settings.retryDelaySeconds ?? 30,
  retryBackoff: settings.retryBackoff ?? true,
  expireInSeconds: 900,
})

/** Answers are transcribed here: workers run and a transcription service is configured. */
export const transcribesHere = (app: Pick<FastifyInstance, 'jobs' | 'config'>) =>
  Boolean(app.jobs?.settings.work && app.config.TRANSCRIBE_BASE_URL)

/**
 * Queues an answer's transcription in the caller's transaction: the job exists exactly when the uploaded answer
 * commits. Only where workers run and a transcription service is configured (the queue exists there); elsewhere
 * the answer waits for a typed transcript.
 */
export async function transcribeLater(app: Pick<FastifyInstance, 'jobs' | 'config'>, trx: Handle, answerId: string) {
  const jobs = app.jobs
  if (!jobs || !transcribesHere(app)) return
  await jobs.send(
    trx,
    TRANSCRIPTION_QUEUE,
    { answerId },
    { ...transcriptionJobOptions(jobs.settings), singletonKey: answerId },
  )
}
