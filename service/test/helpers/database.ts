import { randomBytes } from 'node:crypto'
import pg from 'pg'
import t from 'tap'
import { createDb, type Db } from '../../src/db/create-db.js'
import { ensureDatabase } from '../../src/db/embedded-cluster.js'
import { prepareTemplate, startThrowawayCluster, TEMPLATE_DATABASE } from '../../src/db/test-clusters.js'

/**
 * `npm test` starts one throwaway cluster, prepares the template and passes TEST_CLUSTER_URL
 * (a URL whose database part we replace). A test file run alone starts its own cluster.
 */
let clusterUrl: Promise<string> | undefined

function cluster(): Promise<string> {
  clusterUrl ??= (async () => {
    if (process.env.TEST_CLUSTER_URL) return process.env.TEST_CLUSTER_URL
    const own = await startThrowawayCluster(process.env.TEST_PG_BIN)
    t.teardown(() => own.dispose())
    await prepareTemplate(own)
    return own.url('postgres')
  })()
  return clusterUrl
}

export const urlFor = (base: string, database: string) => {
  const url = new URL(base)
  url.pathname = `/${database}`
  return url.toString()
}

export async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: await cluster() })
  await client.connect()
  try {
    return await client.query(sql, params)
  } finally {
    await client.end()
  }
}

/** A fresh copy of the template database for one test; dropped at teardown. */
export async function freshDatabase(
  test: { teardown(fn: () => unknown): void },
  opts: { template?: string | null; poolMax?: number } = {},
): Promise<{ db: Db; url: string; name: string }> {
  const base = await cluster()
  const name = `t_${randomBytes(6).toString('hex')}`
  const template = opts.template === undefined ? TEMPLATE_DATABASE : opts.template
  await ensureDatabase(base, name, template ?? undefined, 'FILE_COPY')
  const url = urlFor(base, name)
  // A busy test machine (several test processes, PostgreSQL, a browser) can take seconds to hand out a connection:
  // the production 3 s would fail requests the test did not mean to fail. Tests of the 503 build their own pool.
  const db = createDb(url, { max: opts.poolMax ?? 10, connectTimeoutMs: 15_000 })
  test.teardown(async () => {
    await db.destroy()
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })
  return { db, url, name }
}
