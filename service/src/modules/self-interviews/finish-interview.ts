import type { FastifyInstance } from 'fastify'
import { ConflictError } from '../../lib/errors.js'
import type { AnalysisQueue } from '../analysis/index.js'
import { recordSelfInterviewUsage } from '../billing/index.js'
import { analyseWhenReady } from './analyse-when-ready.js'
import { listAnswers, submitDrafts } from './answer-repository.js'
import { assertTakingAnswers } from './candidate-actions.js'
import { publicView, resolveLink } from './candidate-link.js'
import { lockInterview, transition } from './interview-repository.js'
import { transcribeWaitingRecordings } from './transcribe-recordings.js'

type App = Pick<FastifyInstance, 'db' | 'jobs' | 'config'>

/**
 * Completion: every real question answered (or its time run out) in step mode, at least one answer in the
 * one-page mode. Drafts become submitted, the state completed, recordings not yet sent to the transcription
 * service are sent, and the analysis is enqueued once nothing waits — all in one transaction, so a second
 * "complete" finds the interview completed and enqueues nothing.
 */
export async function completeInterview(app: App, queue: () => AnalysisQueue, uid: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertTakingAnswers(row)
    const now = new Date()
    const answers = await listAnswers(trx, row.id)
    if (row.mode === 'steps') {
      const left = row.questions.filter((q) => !q.practice && !answers.some((a) => a.question_id === q.id)).length
      if (left) throw new ConflictError(`${left} question(s) are not answered yet`)
    } else if (!answers.some((a) => a.text.trim())) {
      throw new ConflictError('Answer at least one question before submitting')
    }
    const q = queue()
    await submitDrafts(trx, row.id, now)
    await transition(trx, row, 'completed')
    await recordSelfInterviewUsage(trx, row, answers, now)
    await transcribeWaitingRecordings(app, trx, row.id)
    await analyseWhenReady(trx, q, row.id)
  })
  return publicView(app, found.id)
}
