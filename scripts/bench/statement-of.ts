import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely'
import type { Db } from '../../service/src/db/create-db.js'

export interface Statement {
  sql: string
  params: unknown[]
}

/**
 * The first statement a repository function runs, as it reaches PostgreSQL: the function runs against
 * a Kysely handle that compiles for PostgreSQL and executes nothing. The bench's minimal endpoints run
 * exactly this text and these parameters, so a change to a repository changes both sides of the comparison.
 */
export async function statementOf(run: (db: Db) => Promise<unknown>): Promise<Statement> {
  let first: Statement | undefined
  const db = new Kysely<never>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      first ??= { sql: event.query.sql, params: [...event.query.parameters] }
    },
  })
  await run(db as unknown as Db).catch(() => {})
  await db.destroy()
  if (!first) throw new Error('the repository function ran no statement')
  return first
}
