import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely'
import { migrations } from '../../migrations/index.js'
import type { Db } from './create-db.js'

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`)
  }
  return (results ?? []).map((r) => `${r.direction} ${r.migrationName}`)
}

/** Applies every pending migration (Kysely takes an advisory lock, so concurrent starts are safe). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return check(await migrator(db).migrateToLatest())
}

/** Undoes the last migration, or every migration with `all`. */
export async function migrateDown(db: Db, all = false): Promise<string[]> {
  const m = migrator(db)
  if (all) return check(await m.migrateTo(NO_MIGRATIONS))
  return check(await m.migrateDown())
}

/** Names of the migrations this code knows that the database has not applied (readiness: none may be pending). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await migrator(db).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name)
}
