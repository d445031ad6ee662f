import { Gauge, Registry } from 'prom-client'
import type { Db } from '../../db/create-db.js'
import { countAnalysesByStatus } from '../../modules/analysis/index.js'
import { registerBbbGauges } from '../../modules/bbb/index.js'
import { modelCost, queueFigures, type QueueFigures } from './database-metrics-repository.js'

/**
 * Figures about the whole database, the same whichever instance reads them: served only by the metrics leader
 * (metrics-leader.ts), so summing a metric over instances never multiplies them.
 */
export function databaseMetricsRegistry(db: Db): Registry {
  const registry = new Registry()
  new Gauge({
    name: 'debrief_analyses',
    help: 'Analyses waiting or in progress, database-wide, by status (queued, running); failures are debrief_analyses_failed_total',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countAnalysesByStatus(db)
      this.reset()
      for (const status of ['queued', 'running']) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0)
    },
  })

  let figures: Promise<QueueFigures[]> | null = null
  // The queue gauges collect together during one scrape: one query serves them.
  const queues = () => {
    figures ??= queueFigures(db).finally(() => setTimeout(() => (figures = null), 0))
    return figures
  }
  new Gauge({
    name: 'debrief_job_queue_depth',
    help: 'Jobs per queue (pg-boss), database-wide, by state: waiting (due, not yet fetched), active (held by a worker), deferred (due later)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const q of await queues()) {
        this.set({ queue: q.queue, state: 'waiting' }, q.waiting)
        this.set({ queue: q.queue, state: 'active' }, q.active)
        this.set({ queue: q.queue, state: 'deferred' }, q.deferred)
      }
    },
  })
  new Gauge({
    name: 'debrief_job_queue_oldest_age_seconds',
    help: 'Seconds the oldest due job of each queue has waited to be fetched (0 when none waits), database-wide',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const q of await queues()) this.set({ queue: q.queue }, q.oldestSeconds)
    },
  })

  new Gauge({
    name: 'debrief_model_cost_minor',
    help: 'Model calls as the ledger priced them (usage kind llm-tokens), all time, in minor units of the currency, database-wide; a price recalculation may lower it',
    labelNames: ['currency'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const row of await modelCost(db)) this.set({ currency: row.currency }, row.amount)
    },
  })
  registerBbbGauges(registry, db)
  return registry
}
