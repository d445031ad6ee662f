import { awaitsTranscript } from './transcript-state.js'
import type { Handle } from '../../db/handle.js'
import { listAnswers } from './answer-repository.js'
import { lockInterview } from './interview-repository.js'
import type { AnalysisQueue } from '../analysis/index.js'
import { analyseCompletedInterview } from './complete-interview.js'

/**
 * Queues the analysis of a completed interview once every recorded answer has its transcript. Called on
 * completion, when a transcription ends and when a manager types a transcript; the locked row and
 * `analysis_id` make it happen once. `anyway` is the manager's "make the reports from the answers that have
 * text": what still waits is left out.
 */
export async function analyseWhenReady(trx: Handle, queue: AnalysisQueue, interviewId: string, anyway = false) {
  const row = await lockInterview(trx, interviewId)
  if (row.state !== 'completed' || row.analysis_id) return null
  const answers = await listAnswers(trx, row.id)
  if (!anyway && answers.some(awaitsTranscript)) return null
  return analyseCompletedInterview(trx, queue, row, answers)
}
