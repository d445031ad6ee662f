import { defineJobs, defineQueue, type JobContext, type JobModule } from '../../plugins/jobs/job-module.js'
import { pollDueServers } from './poll-cycle.js'
import { pruneHistory, pruneSamples } from './poll-repository.js'

export const POLL_QUEUE = 'bbb-poll'
export const PRUNE_QUEUE = 'bbb-prune-samples'
const CYCLE_KEY = 'cycle'

export interface PollOptions {
  pollSeconds: number
  sampleDays: number
  /** Told about every cycle this instance runs (tests count them). */
  onCycle?: (polled: number) => void
}

/**
 * The BigBlueButton poll as pg-boss jobs, so that however many instances share the database, one cycle runs per
 * interval. Each cycle job carries a singleton slot of `pollSeconds` (pg-boss's unique index on name + slot + key):
 * a cycle that ends queues the next one into the following slot, and every instance that starts, plus a one-minute
 * cron watchdog, tries the same, which the index turns into no-ops while the chain is alive. A chain broken by a
 * killed process is picked up by the watchdog within a minute. Samples, ended meetings' records and cleared alerts
 * older than BBB_SAMPLE_DAYS are pruned by an hourly schedule.
 *
 * Without `options`, the app's settings (BBB_POLL_SECONDS, BBB_SAMPLE_DAYS), and nothing under NODE_ENV=test: tests
 * drive `pollDueServers` themselves, or start this module with options of their own.
 */
export function pollJobs(options?: PollOptions): JobModule {
  const optionsOf = ({ app }: JobContext): PollOptions | null =>
    options ??
    (app.config.NODE_ENV === 'test'
      ? null
      : { pollSeconds: app.config.BBB_POLL_SECONDS, sampleDays: app.config.BBB_SAMPLE_DAYS })
  const cycleOptions = (slot: number) => ({
    retryLimit: 0,
    expireInSeconds: Math.max(60, slot * 5),
    singletonKey: CYCLE_KEY,
  })
  // Debounced: into the current slot when free, else into the next one, starting when it begins.
  const queueNext = ({ boss, app }: JobContext, slot: number) =>
    boss.sendDebounced(POLL_QUEUE, {}, cycleOptions(slot), slot, CYCLE_KEY).catch((err: unknown) => {
      app.log.error({ err }, 'queueing the next BigBlueButton poll failed')
      return null
    })

  return defineJobs({
    name: 'bbb',
    queues: (context) => {
      const o = optionsOf(context)
      if (!o) return []
      const { app } = context
      const slot = o.pollSeconds
      return [
        defineQueue({
          name: POLL_QUEUE,
          options: { retryLimit: 0 },
          schedule: { cron: '* * * * *', options: { ...cycleOptions(slot), singletonSeconds: slot } },
          pollingIntervalSeconds: Math.max(0.5, Math.min(slot / 4, 5)),
          handler: async () => {
            try {
              const polled = await pollDueServers({
                db: app.db,
                secretBox: app.secretBox,
                intervalSeconds: slot,
                allowPrivate: app.config.BBB_ALLOW_PRIVATE,
              })
              o.onCycle?.(polled)
            } catch (err) {
              app.log.error({ err }, 'BigBlueButton poll failed')
            } finally {
              await queueNext(context, slot)
            }
          },
        }),
        defineQueue({
          name: PRUNE_QUEUE,
          options: { retryLimit: 2, retryDelay: 60 },
          schedule: { cron: '17 * * * *' },
          pollingIntervalSeconds: 30,
          handler: async () => {
            await pruneSamples(app.db, o.sampleDays)
            await pruneHistory(app.db, o.sampleDays)
          },
        }),
      ]
    },
    async start(context) {
      const o = optionsOf(context)
      if (!o) return
      if (context.settings.work) await queueNext(context, o.pollSeconds)
    },
  })
}

export const bbbJobs = pollJobs()
