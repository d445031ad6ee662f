import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'

/**
 * Named prepared statements for the hot list queries.
 *
 * An unnamed query makes PostgreSQL parse, analyse and plan its text on every call; for a small list
 * page that is about half of the server's work. A named statement is parsed once per connection and
 * then only bound and executed. We name only the SQL texts `shapedQuery` registers: their number is
 * bounded by the list shapes, so each pooled connection keeps a small, fixed set of statements
 * (one-off statements such as bulk inserts with a varying number of rows stay unnamed).
 *
 * Behind a pooler in transaction mode (pgBouncer before 1.21, or without max_prepared_statements)
 * a named statement can reach a server connection that never saw it: set DB_PREPARED_STATEMENTS=false.
 */
const LIMIT = 500
const names = new Map<string, string>()

/** Marks a SQL text as worth preparing (called once per query shape). */
export function markPreparable(sql: string): void {
  if (!names.has(sql) && names.size < LIMIT) names.set(sql, `debrief_s${names.size + 1}`)
}

// "cached plan must not change result type": a table under a prepared statement changed shape (a
// migration by another instance). The statement stays broken on that connection.
const STALE_PLAN = '0A000'

/** Kysely's pool interface over a node-postgres pool, naming the preparable statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    async connect() {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) {
        wrapper = preparingClient(client)
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  let discard = false
  const run = async (text: string, values: unknown[]) => {
    const name = names.get(text)
    if (!name) return client.query(text, values)
    try {
      return await client.query({ name, text, values })
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error
      // Answer this call unprepared (outside a transaction it succeeds; inside one the transaction has
      // failed already), and close the connection on release so its stale statements go with it.
      discard = true
      return client.query(text, values)
    }
  }
  return {
    query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
      // Kysely hands over a fresh parameter array per call: no copy needed.
      typeof textOrCursor === 'string'
        ? run(textOrCursor, (values ?? []) as unknown[])
        : client.query(textOrCursor as never)) as unknown as PostgresPoolClient['query'],
    release: () => client.release(discard || undefined),
  }
}
