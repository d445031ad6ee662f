import { ConfigError, loadConfig } from './config/load-config.js'
import { migrateDown, migrateToLatest } from './db/migrate.js'
import { openDatabase } from './db/open-database.js'

/** `npm run migrate [-- up|down|down-all]`: the same migrations the service runs at start-up, on the configured database. */
const direction = process.argv[2] ?? 'up'
if (!['up', 'down', 'down-all'].includes(direction)) {
  console.error('usage: npm run migrate -- [up|down|down-all]')
  process.exit(2)
}
try {
  const config = loadConfig()
  const database = await openDatabase(config, (line) => console.log(line))
  try {
    const done =
      direction === 'up' ? await migrateToLatest(database.db) : await migrateDown(database.db, direction === 'down-all')
    console.log(done.length ? done.join('\n') : 'Nothing to migrate')
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
