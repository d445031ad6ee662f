import closeWithGrace from 'close-with-grace'
import { buildApp, REDACTED_PATHS } from './app.js'
import { boundedShutdown, CLOSE_HOOKS_MS, DATABASE_CLOSE_MS } from './bounded-shutdown.js'
import { ConfigError, loadConfig } from './config/load-config.js'
import { DataDirBusyError } from './db/data-dir.js'
import { migrateToLatest } from './db/migrate.js'
import { openDatabase } from './db/open-database.js'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js'
import { seedDemoData } from './seed/seed-demo.js'

/** Process entry: config, database, listen, graceful shutdown. Nothing else. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const say = (line: string) => console.log(`[debrief] ${line}`)
  let database
  try {
    database = await openDatabase(config, say)
  } catch (error) {
    console.error(
      error instanceof DataDirBusyError ? error.message : `Could not open the database: ${(error as Error).message}`,
    )
    process.exit(1)
  }
  const applied = await migrateToLatest(database.db)
  if (applied.length) say(`Migrations applied: ${applied.join(', ')}`)
  if (config.DEMO_DATA) await seedDemoData(database.db)

  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: database.jwtSecret,
    databaseUrl: database.url,
    logger: { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    // Jobs still running when the drain begins are told to stop in time to hand their work back to the queue
    // before the close hooks' deadline (the next start, here or on another instance, picks it up).
    jobs: { shutdownTimeoutMs: CLOSE_HOOKS_MS / 2 },
  })

  // Whatever way the process ends (a forced exit, an error during shutdown), the embedded server is told to stop.
  process.once('exit', () => database.stopNow())
  const grace = config.SHUTDOWN_GRACE_MS
  const readinessDelay = config.SHUTDOWN_READINESS_DELAY_MS
  // Each step of boundedShutdown has its own deadline; close-with-grace's is the last resort past all of them.
  closeWithGrace(
    { delay: readinessDelay + grace + CLOSE_HOOKS_MS + DATABASE_CLOSE_MS + 2_000 },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error')
      else if (signal === 'SIGTERM' && readinessDelay > 0) {
        // SIGTERM (an orchestrator's; Ctrl-C's SIGINT drains at once): readiness fails first while every request is
        // still served, so load balancers take this instance out of rotation before it stops accepting connections.
        app.lifecycle.draining = true
        app.log.info(`${signal} received: not ready, serving for ${readinessDelay} ms more, then draining`)
        await new Promise((resolve) => setTimeout(resolve, readinessDelay))
      } else app.log.info(`${signal} received: draining requests`)
      app.lifecycle.draining = true
      await boundedShutdown(app, database, grace)
    },
  )

  await app.listen({ port: config.PORT, host: config.HOST })
  const address = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${(app.server.address() as { port: number }).port}`
  say(`Debrief is running at ${address} (API ${address}/api, docs ${address}/docs)`)
  say(`Database: ${database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'external (DATABASE_URL)'}`)
  if (config.DEMO_DATA) {
    say('Demo accounts (email / password / role):')
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(30)} ${a.password.padEnd(16)} ${a.role}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
