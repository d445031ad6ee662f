import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'

/** The session advisory lock the metrics leader holds (one per database: advisory locks are per database). */
const LEADER_LOCK_SQL = `select pg_try_advisory_lock(hashtext('debrief:metrics-leader')) as held`

export interface MetricsLeader {
  /** True while this instance holds the lock; takes it when free (a leader that stopped or lost its connection). */
  isLeader(): Promise<boolean>
  close(): Promise<void>
}

/**
 * Which instance exports the database-wide figures: the one whose dedicated connection holds a session advisory
 * lock. Asked at each scrape, so when the leader stops (or its connection breaks, which releases the lock) the next
 * instance scraped takes over. Without a database URL (one process, no peers) every scrape leads.
 */
export function metricsLeader(databaseUrl: string | undefined, log: FastifyBaseLogger): MetricsLeader {
  if (!databaseUrl) return { isLeader: async () => true, close: async () => {} }
  let client: pg.Client | null = null
  let held = false
  let closed = false
  const drop = () => {
    const old = client
    client = null
    held = false
    old?.end().catch(() => {})
  }
  return {
    async isLeader() {
      if (closed) return false
      if (held && client) return true
      try {
        if (!client) {
          const fresh = new pg.Client({
            connectionString: databaseUrl,
            application_name: 'debrief-metrics-leader',
            connectionTimeoutMillis: 3000,
            query_timeout: 3000,
          })
          // A lost connection releases the lock on the server: this instance is no longer the leader.
          fresh.on('error', (err) => {
            log.warn({ err }, 'metrics leader connection lost')
            if (client === fresh) drop()
          })
          client = fresh
          await fresh.connect()
        }
        held = (await client.query<{ held: boolean }>(LEADER_LOCK_SQL)).rows[0]?.held === true
        if (!held) drop() // a follower keeps no connection open
      } catch (err) {
        log.warn({ err }, 'metrics leader: could not ask for the lock')
        drop()
      }
      return held
    },
    async close() {
      closed = true
      const old = client
      client = null
      held = false
      await old?.end().catch(() => {})
    },
  }
}
