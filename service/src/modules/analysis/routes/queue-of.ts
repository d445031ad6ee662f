import type { FastifyInstance } from 'fastify'
import createError from '@fastify/error'
import type { AnalysisQueue } from '../analysis-queue.js'

const QueueUnavailableError = createError('DEBRIEF_QUEUE_UNAVAILABLE', '%s', 503)

/** The job queue, or 503 while it is not running (starting, stopping, or no database URL). */
export function queueOf(app: FastifyInstance): AnalysisQueue {
  if (!app.analysisQueue) throw new QueueUnavailableError('The job queue is not available; try again shortly')
  return app.analysisQueue
}
