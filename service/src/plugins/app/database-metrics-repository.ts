import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'

export interface QueueFigures {
  queue: string
  /** Jobs due now and not yet fetched (created or waiting to retry). */
  waiting: number
  /** Jobs a worker holds. */
  active: number
  /** Jobs sent with a later start (a delayed send, a retry's back-off). */
  deferred: number
  /** Seconds the oldest due job has waited; 0 when none waits. */
  oldestSeconds: number
}

/**
 * Every pg-boss queue (schema `pgboss`, `plugins/jobs/start-jobs.ts`) with its waiting, active and deferred jobs and
 * the age of its oldest waiting job. Empty before the queue has started once on this database.
 */
export async function queueFigures(db: Db): Promise<QueueFigures[]> {
  const exists = await sql<{ ok: boolean }>`select to_regclass('pgboss.job') is not null as ok`.execute(db)
  if (!exists.rows[0]?.ok) return []
  const { rows } = await sql<QueueFigures>`
    select q.name as queue,
           count(*) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
           count(*) filter (where j.state = 'active')::int as active,
           count(*) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as deferred,
           coalesce(extract(epoch from now() - min(j.start_after)
             filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as "oldestSeconds"
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state < 'completed'
     group by q.name
     order by q.name`.execute(db)
  return rows
}

/** What the model calls cost as the ledger priced them (usage kind llm-tokens), by currency, all time. */
export async function modelCost(db: Db): Promise<Array<{ currency: string; amount: number }>> {
  const { rows } = await sql<{ currency: string; amount: number }>`
    select currency, coalesce(sum(amount_minor), 0)::float8 as amount
      from usage_daily where kind = 'llm-tokens' group by currency order by currency`.execute(db)
  return rows
}
