import type { FastifyBaseLogger } from 'fastify'
import { CompiledQuery } from 'kysely'
import PgBoss from 'pg-boss'
import type { Db } from '../../db/create-db.js'
import { pruneSamples } from './poll-repository.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { BOSS_SCHEMA } from '../analysis/index.js'
import { useMetricsDatabase } from './metrics.js'
import { pollDueServers } from './poll-cycle.js'
import { retryOnRace } from '../../plugins/jobs/retry-on-race.js'

export const POLL_QUEUE = 'bbb-poll'
export const PRUNE_QUEUE = 'bbb-prune-samples'
const CYCLE_KEY = 'cycle'

export interface PollQueueOptions {
  db: Db
  secretBox: SecretBox
  pollSeconds: number
  sampleDays: number
  allowPrivate?: boolean
  log: FastifyBaseLogger
  /** Told about every cycle this instance runs (tests count them). */
  onCycle?: (polled: number) => void
}

/**
 * The BigBlueButton poll as pg-boss jobs, so that however many instances share the database, one cycle
 * runs per interval. Each cycle job carries a singleton slot of `pollSeconds` (pg-boss's unique index on
 * name + slot + key): a cycle that ends queues the next one into the following slot, and every instance
 * that starts, plus a one-minute cron watchdog, tries the same, which the index turns into no-ops while the
 * chain is alive. A chain broken by a killed process is picked up by the watchdog within a minute.
 */
export async function startPollQueue(o: PollQueueOptions): Promise<{ stop(): Promise<void> }> {
  useMetricsDatabase(o.db)
  // Through the application's own pool: no second pool to size, and it works with the embedded database too.
  const db: PgBoss.Db = {
    executeSql: async (text, values) => ({
      rows: (await o.db.executeQuery(CompiledQuery.raw(text, values))).rows as object[],
    }),
  }
  const boss = new PgBoss({ db, schema: BOSS_SCHEMA, supervise: false, migrate: false })
  boss.on('error', (err) => o.log.error({ err }, 'BigBlueButton poll queue error'))
  await boss.start()
  const slot = o.pollSeconds
  const cycleOptions = { retryLimit: 0, expireInSeconds: Math.max(60, slot * 5), singletonKey: CYCLE_KEY }
  await retryOnRace(() => boss.createQueue(POLL_QUEUE, { name: POLL_QUEUE, retryLimit: 0 }))
  await retryOnRace(() => boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, retryLimit: 2, retryDelay: 60 }))
  // Debounced: into the current slot when free, else into the next one, starting when it begins.
  const queueNext = () =>
    boss.sendDebounced(POLL_QUEUE, {}, cycleOptions, slot, CYCLE_KEY).catch((err: unknown) => {
      o.log.error({ err }, 'queueing the next BigBlueButton poll failed')
      return null
    })
  await retryOnRace(() =>
    boss.schedule(POLL_QUEUE, '* * * * *', {}, { ...cycleOptions, singletonSeconds: slot, tz: 'UTC' }),
  )
  await retryOnRace(() => boss.schedule(PRUNE_QUEUE, '17 * * * *', {}, { tz: 'UTC' }))

  await boss.work(
    POLL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, Math.min(slot / 4, 5)) },
    async () => {
      try {
        const polled = await pollDueServers({
          db: o.db,
          secretBox: o.secretBox,
          intervalSeconds: slot,
          allowPrivate: o.allowPrivate,
        })
        o.onCycle?.(polled)
      } catch (err) {
        o.log.error({ err }, 'BigBlueButton poll failed')
      } finally {
        await queueNext()
      }
    },
  )
  await boss.work(PRUNE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    await pruneSamples(o.db, o.sampleDays)
  })
  await queueNext()
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: true })
    },
  }
}
