import { sql } from 'kysely'
import t from 'tap'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { recordLlmUsage } from '../../src/modules/analysis/usage-repository.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('usage rows are priced from the price table in force, once per idempotency key', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['superadmin', 'admin', 'omc', 'client'])
  const orgId = s.admin.userData.orgId!

  // Example price for gpt-4o-mini*: 15 cents per million input tokens, 60 per million output tokens.
  const first = await db.transaction().execute((trx) =>
    recordUsage(trx, {
      orgId,
      kind: 'llm-tokens',
      idempotencyKey: 'job-1:self',
      model: 'gpt-4o-mini-2024',
      inputTokens: 1_000_000,
      outputTokens: 500_000,
    }),
  )
  t.same(
    { amount: first.amountMinor, currency: first.currency, created: first.created },
    { amount: 45, currency: 'EUR', created: true },
  )

  // The job is retried: the same key writes nothing and answers the first row.
  const again = await db.transaction().execute((trx) =>
    recordUsage(trx, {
      orgId,
      kind: 'llm-tokens',
      idempotencyKey: 'job-1:self',
      model: 'gpt-4o-mini-2024',
      inputTokens: 9,
      outputTokens: 9,
    }),
  )
  t.same(
    { id: again.id, created: again.created, amount: again.amountMinor },
    { id: first.id, created: false, amount: 45 },
  )

  // The LLM path of the analysis worker goes through the same function with a per-analysis-and-kind key.
  const analysisId = '11111111-1111-4111-8111-111111111111'
  const reportId = '22222222-2222-4222-8222-222222222222'
  for (let attempt = 0; attempt < 3; attempt++) {
    await db
      .transaction()
      .execute((trx) =>
        recordLlmUsage(
          trx,
          orgId,
          { model: 'gpt-4o', promptTokens: 400_000, completionTokens: 100_000 },
          { analysisId, reportId, kind: 'self' },
        ),
      )
  }
  const llmRows = await db.selectFrom('usage_events').selectAll().where('report_id', '=', reportId).execute()
  t.equal(llmRows.length, 1, 'three attempts, one row')
  t.match(
    llmRows[0],
    { amount_minor: 200, input_tokens: 400_000, output_tokens: 100_000, model: 'gpt-4o', kind: 'llm-tokens' },
    '400k × 2.50 € + 100k × 10 € per million',
  )

  // The superadmin raises the price of gpt-4o-mini; rows written before keep theirs.
  const client = api(app, s.superadmin)
  const raised = await client.post('/api/costs/prices', {
    kind: 'llm-tokens',
    pattern: 'gpt-4o-mini*',
    inputPriceMinor: 30,
    outputPriceMinor: 120,
    perQuantity: 1_000_000,
    note: 'raise',
  })
  t.equal(raised.statusCode, 201, 'the superadmin adds a price')
  const later = await recordUsage(db, {
    orgId,
    kind: 'llm-tokens',
    idempotencyKey: 'job-2:self',
    model: 'gpt-4o-mini-2024',
    inputTokens: 1_000_000,
    outputTokens: 500_000,
  })
  t.equal(later.amountMinor, 90, 'the new price for new rows')
  const old = await db
    .selectFrom('usage_events')
    .select(['amount_minor', 'price_id'])
    .where('id', '=', first.id)
    .executeTakeFirstOrThrow()
  t.equal(old.amount_minor, 45, 'the old row keeps the price in force when it was written')
  t.not(old.price_id, raised.json().id)

  // A plain insert of kind + meta (how other features write) gets its references and price filled in.
  const meetingId = '33333333-3333-4333-8333-333333333333'
  const plain = await db
    .insertInto('usage_events')
    .values({
      org_id: orgId,
      kind: 'transcription-minutes',
      quantity: 42,
      unit_price_minor: 0,
      amount_minor: 0,
      meta: JSON.stringify({ meetingId }),
    })
    .returning(['amount_minor', 'meeting_id', 'currency'])
    .executeTakeFirstOrThrow()
  t.same(
    plain,
    { amount_minor: 42, meeting_id: meetingId, currency: 'EUR' },
    '1 cent a minute, meeting reference from meta',
  )

  // Rollups followed every insert.
  const daily = await sql<{
    n: number
    amount: number
  }>`SELECT sum(events)::bigint AS n, sum(amount_minor)::bigint AS amount FROM usage_daily WHERE org_id = ${orgId}`.execute(
    db,
  )
  t.same(daily.rows[0], { n: 4, amount: 45 + 200 + 90 + 42 })
})

t.test('the price table: superadmin writes, cost readers read, history is never rewritten', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['superadmin', 'admin', 'omc', 'client'])
  const body = { kind: 'conference-minutes', pattern: '*', unitPriceMinor: 0.5, perQuantity: 1 }
  t.equal((await api(app, s.admin).post('/api/costs/prices', body)).statusCode, 403, 'admin may not set prices')
  t.equal((await api(app, s.omc).post('/api/costs/prices', body)).statusCode, 403, 'omc writes nothing')
  t.equal((await api(app, s.client).get('/api/costs/prices')).statusCode, 403, 'client reads no costs')
  const listed = (await api(app, s.omc).get('/api/costs/prices?current=true')).json()
  t.ok(
    listed.prices.some((p: { pattern: string; example: boolean }) => p.pattern === 'gpt-4o*' && p.example),
    'seeded example prices',
  )

  const su = api(app, s.superadmin)
  // A start in the past is a contract's first day: it prices usage written from now on, never rows already written.
  const past = await su.post('/api/costs/prices', { ...body, validFrom: '2020-06-01T00:00:00Z' })
  t.equal(past.statusCode, 201, 'a price may start in the past')
  t.equal((await su.post('/api/costs/prices', { kind: 'Bad Kind!', unitPriceMinor: 1 })).statusCode, 400)
  const future = await su.post('/api/costs/prices', { ...body, validFrom: '2099-01-01T00:00:00Z' })
  t.equal(future.statusCode, 201)
  t.equal(
    (await su.post('/api/costs/prices', { ...body, validFrom: '2099-01-01T00:00:00Z' })).statusCode,
    409,
    'same key and start',
  )
  // A price that priced a usage row is history and stays; one that priced nothing may be withdrawn.
  const orgId = s.admin.userData.orgId!
  await db
    .transaction()
    .execute((trx) =>
      recordUsage(trx, { orgId, kind: 'conference-minutes', idempotencyKey: 'conf-1', model: 'bbb', quantity: 10 }),
    )
  t.equal((await su.delete(`/api/costs/prices/${past.json().id}`)).statusCode, 409, 'a price that priced a row stays')
  t.equal((await su.delete(`/api/costs/prices/${future.json().id}`)).statusCode, 204, 'a future price may be withdrawn')
  t.equal((await su.delete(`/api/costs/prices/${future.json().id}`)).statusCode, 404)
})
