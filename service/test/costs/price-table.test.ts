import { sql } from 'kysely'
import t from 'tap'
import { issueInvoice } from '../../src/modules/billing/invoice-repository.js'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { TEST_SELLER } from '../billing/test-seller.js'

// Issue 23, beyond the peers: prices with start dates; past usage keeps its price; recalculation is explicit and audited.
t.test(
  'price table: a new price applies from its date, history keeps its price until an audited recalculation',
  async (t) => {
    const { app, db } = await buildTestApp(t, {}, { jobs: false })
    const s = await sessions(app, ['superadmin', 'admin'])
    const su = api(app, s.superadmin)
    const admin = api(app, s.admin)
    const orgId = s.admin.userData.orgId!
    const month = (await admin.get('/api/billing')).json().month as { start: string; end: string }
    const amountOf = async (key: string) =>
      (
        await db
          .selectFrom('usage_events')
          .select(['amount_minor', 'price_id'])
          .where('org_id', '=', orgId)
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow()
      ).amount_minor

    await recordUsage(db, { orgId, kind: 'analysed-meetings', idempotencyKey: 'old-1', model: 'builtin', quantity: 1 })
    t.equal(await amountOf('old-1'), 20, 'recorded at the example price')

    const body = {
      kind: 'analysed-meetings',
      pattern: 'builtin',
      unitPriceMinor: 30,
      validFrom: `${month.start}T00:00:00.000Z`,
      note: 'Contract 2026',
    }
    t.equal((await admin.post('/api/costs/prices', body)).statusCode, 403, 'only the superadmin prices')
    const added = await su.post('/api/costs/prices', body)
    t.equal(added.statusCode, 201, added.body)
    t.equal(await amountOf('old-1'), 20, 'a row already written keeps its price')
    await recordUsage(db, { orgId, kind: 'analysed-meetings', idempotencyKey: 'new-1', model: 'builtin', quantity: 1 })
    t.equal(await amountOf('new-1'), 30, 'usage written from now on gets the new price')
    t.equal(
      (await su.delete(`/api/costs/prices/${added.json().id}`)).statusCode,
      409,
      'a price that priced a row stays',
    )

    const recalc = (extra: Record<string, unknown>) =>
      su.post('/api/costs/prices/recalculate', {
        from: month.start,
        to: month.end,
        kind: 'analysed-meetings',
        reason: 'Contract price from the first of the month',
        ...extra,
      })
    t.equal(
      (await admin.post('/api/costs/prices/recalculate', { from: month.start, to: month.end, reason: 'x' })).statusCode,
      403,
    )
    const preview = await recalc({ dryRun: true })
    t.equal(preview.statusCode, 200, preview.body)
    t.match(preview.json(), { rowsChanged: 1, deltaMinor: 10, dryRun: true, id: null })
    t.equal(await amountOf('old-1'), 20, 'a dry run changes nothing')
    const spendBefore = (await admin.get('/api/billing')).json().month.spendMinor

    const done = await recalc({})
    t.equal(done.statusCode, 200, done.body)
    t.match(done.json(), { rowsChanged: 1, rowsSkipped: 0, deltaMinor: 10 })
    t.equal(await amountOf('old-1'), 30, 'recalculated to the price in force at its instant')
    t.equal((await admin.get('/api/billing')).json().month.spendMinor, spendBefore + 10, 'the rollups follow')
    const audit = await db.selectFrom('audit_events').select(['kind', 'meta']).where('kind', 'like', 'price%').execute()
    t.same(
      audit.map((a) => a.kind),
      ['price-added', 'prices-recalculated'],
      'adding and recalculating are audited',
    )
    const list = (await su.get('/api/costs/prices/recalculations')).json().recalculations
    t.match(list, [{ rowsChanged: 1, deltaMinor: 10, reason: 'Contract price from the first of the month' }])
    t.equal((await recalc({})).json().rowsChanged, 0, 'a second run finds nothing to change')

    // A month with an issued invoice is a legal record: its rows are never re-priced.
    await sql`INSERT INTO usage_events (org_id, kind, model, quantity, idempotency_key, created_at)
    VALUES (${orgId}::uuid, 'transcription-minutes', 'whisper-1', 10, 'last-month', ${month.start}::date - interval '3 days')`.execute(
      db,
    )
    const lastMonthDay = await sql<{ d: string }>`SELECT to_char(${month.start}::date - 3, 'YYYY-MM-DD') AS d`.execute(
      db,
    )
    await db.transaction().execute((trx) => issueInvoice(trx, orgId, lastMonthDay.rows[0]!.d, TEST_SELLER))
    t.equal(
      (
        await su.post('/api/costs/prices', {
          kind: 'transcription-minutes',
          unitPriceMinor: 2,
          validFrom: '2021-01-01T00:00:00.000Z',
          note: '',
        })
      ).statusCode,
      201,
    )
    const frozen = await su.post('/api/costs/prices/recalculate', {
      from: lastMonthDay.rows[0]!.d,
      to: lastMonthDay.rows[0]!.d,
      orgId,
      reason: 'Try the invoiced month',
    })
    t.match(frozen.json(), { rowsChanged: 0, rowsSkipped: 1 })
    t.equal(await amountOf('last-month'), 10, 'the invoiced month keeps its price')

    const future = await su.post('/api/costs/prices', {
      kind: 'storage-gb-days',
      unitPriceMinor: 1,
      validFrom: '2099-01-01T00:00:00.000Z',
      note: '',
    })
    t.equal((await su.delete(`/api/costs/prices/${future.json().id}`)).statusCode, 204, 'an unused price can go')
  },
)
