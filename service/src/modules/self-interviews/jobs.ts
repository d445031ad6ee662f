import { defineJobs, defineQueue, type QueueDefinition } from '../../plugins/jobs/job-module.js'
import { analysisQueueOn } from '../analysis/index.js'
import { runReminderPass } from './reminders.js'
import { runReviewReminderPass } from './review-invitations.js'
import { runTranscription } from './run-transcription.js'
import { TRANSCRIPTION_QUEUE, transcriptionJobOptions } from './transcription-queue.js'

export const REMINDER_QUEUE = 'self-interview-reminders'
export const REVIEW_REMINDER_QUEUE = 'self-interview-review-reminders'

/**
 * Self-interview jobs, only where workers run: the reminder pass every 5 minutes (one instance takes each tick), the
 * reviewers' reminders daily at 08:00 UTC and,
 * with a transcription service configured, speech-to-text of recorded answers with retries.
 */
export const selfInterviewJobs = defineJobs({
  name: 'self-interviews',
  queues: ({ app, settings, queue }) => {
    const queues: QueueDefinition[] = [
      defineQueue({
        name: REMINDER_QUEUE,
        options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
        schedule: { cron: '*/5 * * * *' },
        pollingIntervalSeconds: 30,
        handler: () => runReminderPass(app),
      }),
      // Reviewers due within a day or late: daily; the claim in the database keeps it to one mail a day.
      defineQueue({
        name: REVIEW_REMINDER_QUEUE,
        options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
        schedule: { cron: '0 8 * * *' },
        pollingIntervalSeconds: 60,
        handler: () => runReviewReminderPass(app),
      }),
    ]
    const base = app.config.TRANSCRIBE_BASE_URL
    if (!base) return queues
    const cfg = { baseUrl: base, apiKey: app.config.TRANSCRIBE_API_KEY, model: app.config.TRANSCRIBE_MODEL }
    const analyses = analysisQueueOn(queue)
    queues.push(
      defineQueue<{ answerId: string }>({
        name: TRANSCRIPTION_QUEUE,
        options: transcriptionJobOptions(settings),
        pollingIntervalSeconds: 1,
        handler: (job) =>
          runTranscription(app, cfg, () => analyses, job.data.answerId, job.retryCount >= job.retryLimit),
      }),
    )
    return queues
  },
})
