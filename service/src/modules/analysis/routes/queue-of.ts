import type { FastifyInstance } from 'fastify'
import createError from '@fastify/error'
import { analysisQueueOf, type AnalysisQueue } from '../analysis-queue.js'

const QueueUnavailableError = createError('DEBRIEF_QUEUE_UNAVAILABLE', '%s', 503)

/** The analysis queue, or 503 while the job queue is not running (starting, stopping, or no database URL). */
export function queueOf(app: FastifyInstance): AnalysisQueue {
  const queue = analysisQueueOf(app)
  if (!queue) throw new QueueUnavailableError('The job queue is not available; try again shortly')
  return queue
}
