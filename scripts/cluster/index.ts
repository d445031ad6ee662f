import { ensureDatabase } from '../../service/src/db/embedded-cluster.js'
import { prepareTemplate, startThrowawayCluster, TEMPLATE_DATABASE } from '../../service/src/db/test-clusters.js'
import { DEMO_ACCOUNTS } from '../../service/src/seed/demo-accounts.js'
import { startDebriefCluster } from './debrief-cluster.js'

/**
 * `npm run cluster`: a throwaway PostgreSQL (migrated, demo data), a local S3 (s3rver) and two Debrief instances
 * behind a round-robin proxy on CLUSTER_PORT (3000). Ctrl-C stops everything and removes the data.
 */
async function main() {
  const say = (line: string) => console.log(`[cluster] ${line}`)
  say('starting a throwaway PostgreSQL and seeding the demo data…')
  const postgres = await startThrowawayCluster()
  let stopping = false
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 2)
  try {
    await prepareTemplate(postgres)
    await ensureDatabase(postgres.url('postgres'), 'debrief', TEMPLATE_DATABASE)
    say(`starting ${instances} Debrief instances, a local S3 and the proxy…`)
    const cluster = await startDebriefCluster({
      databaseUrl: postgres.url('debrief'),
      instances,
      port: Number(process.env.CLUSTER_PORT ?? 3000),
    })
    say(`Debrief at ${cluster.url} (round robin over ${cluster.instances.map((i) => i.url).join(', ')})`)
    say(`PostgreSQL ${postgres.url('debrief')}; S3 files in ${cluster.s3Directory}`)
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(30)} ${a.password.padEnd(16)} ${a.role}`)
    const stop = async () => {
      if (stopping) return
      stopping = true
      say('stopping…')
      await cluster.stop()
      await postgres.dispose()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    await postgres.dispose()
    throw error
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
