import path from 'node:path'
import { ensureDatabase, initCluster, startCluster } from './embedded-cluster.js'
import { dataDirSecrets } from './data-dir.js'
import { embeddedBinaries } from './postgres-binaries.js'

export interface EmbeddedDatabase {
  url: string
  jwtSecret: string
  stop(patienceMs?: number): Promise<void>
  stopNow(): void
}

export const EMBEDDED_DATABASE_NAME = 'debrief'

/** The default database: a PostgreSQL cluster in DATA_DIR/postgres, created on the first start. The caller holds the DATA_DIR lock. */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const secrets = dataDirSecrets(dataDir)
  const options = {
    binaries: await embeddedBinaries(),
    dataDir: path.join(dataDir, 'postgres'),
    password: secrets.databasePassword,
    log,
  }
  if (await initCluster(options)) log(`Created the embedded PostgreSQL cluster in ${options.dataDir}`)
  let stopped = false
  // A server that dies under the service (crash, OOM killer, kill) is started again on the same port, so the
  // pool's address stays valid and the service heals without a restart; requests meanwhile answer 503.
  const supervised = {
    ...options,
    onUnexpectedExit: (code: number | null) => {
      if (stopped) return
      log(`The embedded PostgreSQL server exited unexpectedly (code ${code}); restarting it`)
      const restart = (attempt: number): void => {
        startCluster({ ...supervised, port: cluster.port }).then(
          (next) => {
            cluster = next
            log('The embedded PostgreSQL server is running again')
          },
          (error: Error) => {
            log(`Restarting the embedded PostgreSQL server failed: ${error.message}`)
            if (!stopped && attempt < 10) setTimeout(() => restart(attempt + 1), 1000 * attempt).unref()
          },
        )
      }
      restart(1)
    },
  }
  let cluster = await startCluster(supervised)
  await ensureDatabase(cluster.url('postgres'), EMBEDDED_DATABASE_NAME)
  const stopNow = () => {
    stopped = true
    try {
      process.kill(cluster.pid, 'SIGINT') // fast shutdown; the server finishes it on its own after we are gone
    } catch {
      // already stopped
    }
  }
  const stop = (patienceMs?: number) => {
    stopped = true
    return cluster.stop(patienceMs)
  }
  return { url: cluster.url(EMBEDDED_DATABASE_NAME), jwtSecret: secrets.jwtSecret, stop, stopNow }
}
