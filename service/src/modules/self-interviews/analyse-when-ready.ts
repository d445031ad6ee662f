import type { Handle } from '../../db/handle.js'
import { listAnswers, lockInterview } from './interview-repository.js'
import type { AnalysisQueue } from '../analysis/index.js'
import { analyseCompletedInterview } from './complete-interview.js'

/**
 * Queues the analysis of a completed interview once every recorded answer has its transcript (a pending
 * transcription holds it back). Called on completion, when a transcription ends and when a manager types a
 * transcript; the locked row and `analysis_id` make it happen once.
 */
export async function analyseWhenReady(trx: Handle, queue: AnalysisQueue, interviewId: string) {
  const row = await lockInterview(trx, interviewId)
  if (row.state !== 'completed' || row.analysis_id) return null
  const answers = await listAnswers(trx, row.id)
  if (answers.some((a) => a.transcription === 'pending')) return null
  return analyseCompletedInterview(trx, queue, row, answers)
}
