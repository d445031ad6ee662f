import pg from 'pg'
import t from 'tap'
import { defaultTextArray, defaultTimestamptz, parseTextArray, parseTimestamptz } from '../../src/db/type-parsers.js'
import { freshDatabase } from '../helpers/database.js'

// node-postgres's own parser is the reference the fast path must agree with.
const same = (value: string) => {
  const ours = parseTimestamptz(value) as Date | number | null
  const theirs = defaultTimestamptz(value)
  return {
    ours: ours instanceof Date ? ours.getTime() : ours,
    theirs: theirs instanceof Date ? theirs.getTime() : theirs,
  }
}

t.test('the fast timestamptz parser agrees with node-postgres on every shape PostgreSQL writes', async (t) => {
  const samples = [
    '2026-11-22 01:53:35+00',
    '2026-11-22 01:53:35.1+00',
    '2026-11-22 01:53:35.12+00',
    '2026-11-22 01:53:35.123+00',
    '2026-11-22 01:53:35.123456+00',
    '2026-11-22 01:53:35.999999+00',
    '2026-11-22 07:23:35.5+05:30',
    '2026-01-01 00:00:00-08',
    '2026-03-29 02:30:00+01',
    '1999-12-31 23:59:59.999+14',
    '2026-11-22 01:53:35+05:45:10',
    '1000-01-01 00:00:00+00',
    // the general parser's cases: BC, infinity, years before 1000
    '0044-03-15 12:00:00+00 BC',
    '0099-01-01 00:00:00+00',
    'infinity',
    '-infinity',
    '0999-06-01 10:00:00+00',
  ]
  for (const value of samples) {
    const { ours, theirs } = same(value)
    t.equal(ours, theirs, value)
  }
})

t.test('timestamps read back from PostgreSQL match what was written, in any session time zone', async (t) => {
  const { url } = await freshDatabase(t, { template: null })
  for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham']) {
    const client = new pg.Client({ connectionString: url, options: `-c TimeZone=${zone}` })
    await client.connect()
    try {
      const written = [
        new Date('2026-11-22T01:53:35.123Z'),
        new Date('2026-03-29T01:30:00.000Z'),
        new Date('1970-01-01T00:00:00.001Z'),
      ]
      const { rows } = await client.query(
        'select unnest($1::timestamptz[]) as at, unnest($1::timestamptz[])::text as text',
        [written],
      )
      t.same(
        rows.map((r) => (r.at as Date).toISOString()),
        written.map((d) => d.toISOString()),
        `${zone}: ${rows.map((r) => r.text).join(', ')}`,
      )
    } finally {
      await client.end()
    }
  }
})

t.test('the fast text[] parser agrees with node-postgres, and PostgreSQL round trips any element', async (t) => {
  for (const value of [
    '{}',
    '{a}',
    '{interview,recruiter}',
    '{"a b",c}',
    '{"with \\"quote\\"",x}',
    '{NULL,a}',
    '{"NULL",a}',
    '{{a,b},{c,d}}',
    '{"",a}',
    '{"a,b",c}',
    '{Ольга,Илья}',
  ]) {
    t.same(parseTextArray(value), defaultTextArray(value), value)
  }
  const { url } = await freshDatabase(t, { template: null })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const values = [
      [],
      ['a'],
      ['a b', 'c,d', 'e"f', 'g\\h', '{i}', 'NULL', '', ' j '],
      ['Ольга', 'self-interview'],
      ['x', null],
    ]
    for (const v of values) {
      const { rows } = await client.query('select $1::text[] as a', [v])
      t.same(rows[0].a, v, JSON.stringify(v))
    }
  } finally {
    await client.end()
  }
})
