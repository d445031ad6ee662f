import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { pruneSamples } from '../../repositories/bbb/poll-repository.js'
import type { SecretBox } from '../crypto/secret-box.js'
import { useMetricsDatabase } from './metrics.js'
import { pollDueServers } from './poll-cycle.js'

export interface PollerOptions { db: Db; secretBox: SecretBox; pollSeconds: number; sampleDays: number; log: FastifyBaseLogger }

/**
 * Every instance ticks; each tick claims only the servers that are due (see claimDueServers), so instances
 * share the servers and none is polled twice in an interval. A tick never overlaps the previous one.
 */
export function startPoller(o: PollerOptions): { stop(): Promise<void> } {
  useMetricsDatabase(o.db)
  const tickMs = Math.min(o.pollSeconds, 5) * 1000
  let running: Promise<void> = Promise.resolve()
  let lastPrune = 0
  const tick = () => {
    running = (async () => {
      await pollDueServers({ db: o.db, secretBox: o.secretBox, intervalSeconds: o.pollSeconds })
      if (Date.now() - lastPrune > 3600_000) {
        lastPrune = Date.now()
        await pruneSamples(o.db, o.sampleDays)
      }
    })().catch((err) => o.log.error({ err }, 'BigBlueButton poll failed'))
  }
  let timer: NodeJS.Timeout | undefined
  const loop = () => { tick(); void running.then(() => { if (timer !== undefined) timer = setTimeout(loop, tickMs) }) }
  timer = setTimeout(loop, 100)
  return {
    async stop() {
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
