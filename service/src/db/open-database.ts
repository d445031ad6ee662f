import fs from 'node:fs'
import type { Config } from '../config/load-config.js'
import { createDb, type Db } from './create-db.js'
import { dataDirSecrets, lockDataDir } from './data-dir.js'
import { startEmbeddedDatabase } from './embedded-database.js'
import { within } from '../lib/within.js'

export interface OpenDatabase {
  db: Db
  url: string
  jwtSecret: string
  embedded: boolean
  /**
   * Closes the pool, stops the embedded server and releases DATA_DIR, within about `budgetMs` whatever hangs: a
   * connection never given back to the pool is left behind, a server that will not stop is stopped harder.
   */
  close(budgetMs?: number): Promise<void>
  /** Synchronous last resort (process exit on a forced path): signal the embedded server to stop. */
  stopNow(): void
}

/**
 * The embedded server in DATA_DIR (locked: one service per folder), or the external DATABASE_URL.
 * Outside production the JWT secret, unless given, is generated once and kept in DATA_DIR.
 */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  if (!config.embedded) {
    const db = createDb(config.DATABASE_URL!, {
      max: config.DB_POOL_MAX,
      preparedStatements: config.DB_PREPARED_STATEMENTS,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    })
    return {
      db,
      url: config.DATABASE_URL!,
      jwtSecret: config.JWT_SECRET ?? dataDirSecrets(mkdir(config.DATA_DIR)).jwtSecret,
      embedded: false,
      async close(budgetMs = 60_000) {
        await within(db.destroy(), budgetMs, () => {})
      },
      stopNow: () => {},
    }
  }
  const release = lockDataDir(config.DATA_DIR)
  try {
    const embedded = await startEmbeddedDatabase(config.DATA_DIR, log)
    const db = createDb(embedded.url, {
      max: config.DB_POOL_MAX,
      preparedStatements: config.DB_PREPARED_STATEMENTS,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    })
    return {
      db,
      url: embedded.url,
      jwtSecret: config.JWT_SECRET ?? embedded.jwtSecret,
      embedded: true,
      async close(budgetMs = 120_000) {
        // A quarter for the pool, the rest for the server (its fast stop, then harder ones: see stop).
        await within(db.destroy(), budgetMs / 4, () => {})
        await embedded.stop(budgetMs * 0.375)
        release()
      },
      stopNow: () => embedded.stopNow(),
    }
  } catch (error) {
    release()
    throw error
  }
}

function mkdir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true })
  return dir
}
