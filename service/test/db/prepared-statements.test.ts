import { CompiledQuery } from 'kysely'
import t from 'tap'
import { createDb } from '../../src/db/create-db.js'
import { markPreparable } from '../../src/db/prepared-statements.js'
import { freshDatabase } from '../helpers/database.js'

const statementCount = async (db: ReturnType<typeof createDb>, like: string) =>
  Number(
    (
      (
        await db.executeQuery(
          CompiledQuery.raw(`select count(*) as n from pg_prepared_statements where statement like $1`, [like]),
        )
      ).rows[0] as { n: number }
    ).n,
  )

t.test('a preparable statement is parsed once per connection and answers like an unnamed one', async (t) => {
  const { url } = await freshDatabase(t, { template: null })
  const db = createDb(url, { max: 1 })
  t.teardown(() => db.destroy())
  await db.executeQuery(CompiledQuery.raw('create table things (id int primary key, name text)'))
  await db.executeQuery(CompiledQuery.raw(`insert into things values (1, 'one'), (2, 'two')`))

  const text = 'select id, name from things where id >= $1 order by id /* prepared-test */'
  markPreparable(text)
  const first = await db.executeQuery(CompiledQuery.raw(text, [1]))
  const second = await db.executeQuery(CompiledQuery.raw(text, [2]))
  t.same(first.rows, [
    { id: 1, name: 'one' },
    { id: 2, name: 'two' },
  ])
  t.same(second.rows, [{ id: 2, name: 'two' }])
  const prepared = (await db.executeQuery(CompiledQuery.raw(`select statement from pg_prepared_statements`))).rows as {
    statement: string
  }[]
  t.equal(
    prepared.filter((r) => r.statement.includes('prepared-test')).length,
    1,
    'one named statement on the connection',
  )

  // Another instance migrates the table: the prepared plan no longer fits. The call still answers,
  // and the connection holding the stale statement is replaced.
  await db.executeQuery(
    CompiledQuery.raw('alter table things alter column name type varchar(20), add column extra int'),
  )
  const after = await db.executeQuery(CompiledQuery.raw(text, [2]))
  t.same(after.rows, [{ id: 2, name: 'two' }], 'answered after the table changed')
  const again = await db.executeQuery(CompiledQuery.raw(text, [2]))
  t.same(again.rows, [{ id: 2, name: 'two' }], 'and again, on a fresh connection')
})

t.test('one-off statements stay unnamed, and DB_PREPARED_STATEMENTS=false names none', async (t) => {
  const { url } = await freshDatabase(t, { template: null })
  const off = createDb(url, { max: 1, preparedStatements: false })
  t.teardown(() => off.destroy())
  const text = 'select 1 as one /* prepared-off */'
  markPreparable(text)
  t.same((await off.executeQuery(CompiledQuery.raw(text))).rows, [{ one: 1 }])
  t.equal(await statementCount(off, '%prepared-off%'), 0, 'not prepared when turned off')

  const on = createDb(url, { max: 1 })
  t.teardown(() => on.destroy())
  t.same((await on.executeQuery(CompiledQuery.raw('select 2 as two /* one-off */'))).rows, [{ two: 2 }])
  t.equal(await statementCount(on, '%one-off%'), 0, 'an unmarked statement is not prepared')
})
