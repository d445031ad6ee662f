import { prepareTemplate, startThrowawayCluster } from '../service/src/db/test-clusters.js'

/**
 * `npx tsx scripts/test-cluster.ts`: a throwaway PostgreSQL cluster with the migrated, seeded template, kept until
 * Ctrl-C. Export the URL it prints as TEST_CLUSTER_URL and single tap files skip their own cluster start and seeding
 * (half a minute each). Restart it after changing a migration or the demo seed.
 */
const cluster = await startThrowawayCluster(process.env.TEST_PG_BIN)
try {
  await prepareTemplate(cluster)
} catch (error) {
  await cluster.dispose()
  throw error
}
console.log(`export TEST_CLUSTER_URL='${cluster.url('postgres')}'`)
const stop = async () => {
  await cluster.dispose()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
setInterval(() => {}, 1 << 30)
