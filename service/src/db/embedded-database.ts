import path from 'node:path'
import { ensureDatabase, initCluster, startCluster } from './embedded-cluster.js'
import { dataDirSecrets } from './data-dir.js'
import { embeddedBinaries } from './postgres-binaries.js'

export interface EmbeddedDatabase { url: string; jwtSecret: string; stop(): Promise<void>; stopNow(): void }

export const EMBEDDED_DATABASE_NAME = 'debrief'

/** The default database: a PostgreSQL cluster in DATA_DIR/postgres, created on the first start. The caller holds the DATA_DIR lock. */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const secrets = dataDirSecrets(dataDir)
  const options = { binaries: await embeddedBinaries(), dataDir: path.join(dataDir, 'postgres'), password: secrets.databasePassword, log }
  if (await initCluster(options)) log(`Created the embedded PostgreSQL cluster in ${options.dataDir}`)
  const cluster = await startCluster(options)
  await ensureDatabase(cluster.url('postgres'), EMBEDDED_DATABASE_NAME)
  const stopNow = () => {
    try {
      process.kill(cluster.pid, 'SIGINT') // fast shutdown; the server finishes it on its own after we are gone
    } catch {
      // already stopped
    }
  }
  return { url: cluster.url(EMBEDDED_DATABASE_NAME), jwtSecret: secrets.jwtSecret, stop: () => cluster.stop(), stopNow }
}
