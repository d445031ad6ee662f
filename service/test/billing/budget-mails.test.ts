import Fastify from 'fastify'
import t from 'tap'
import errors from '../../src/plugins/app/errors.js'
import { mailBudgetAlerts } from '../../src/modules/billing/budget-mails.js'
import { issueInvoice } from '../../src/modules/billing/invoice-repository.js'
import { TEST_SELLER } from './test-seller.js'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('budget alerts go out through the mailer, once; the banner status follows the month’s spend', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'omc', 'northwind'])
  const orgId = s.admin.userData.orgId!
  const admin = api(app, s.admin)
  const status = async () => (await admin.get('/api/billing/budget-status')).json()

  t.match(await status(), { level: 'none', budgetMinor: null }, 'no budget: no banner')
  t.equal(
    (
      await admin.put(
        '/api/billing/budget',
        JSON.stringify({ monthlyBudgetMinor: 1000, hardCap: true }),
        'application/json',
      )
    ).statusCode,
    204,
  )
  t.match(await status(), { level: 'ok', percent: 0, spendMinor: 0, budgetMinor: 1000, hardCap: true })

  const outbox = async () =>
    await db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'body'])
      .where('subject', 'like', 'Debrief budget%')
      .orderBy('created_at')
      .execute()
  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'm-1', quantity: 850 })
  t.same(await outbox(), [], 'recording usage writes no mail itself: the alert waits for the mailer')
  t.match(await status(), { level: 'near', percent: 85, spendMinor: 850 })

  t.equal(await mailBudgetAlerts(db, app.mailer), 1, '50 and 80 % crossed together: one mail to the one admin')
  const first = await outbox()
  t.equal(first.length, 1)
  t.match(first[0], { to_address: 'admin@example.com', subject: /80 %/, body: /8\.50 EUR of its 10\.00 EUR budget/ })
  t.equal(await mailBudgetAlerts(db, app.mailer), 0, 'a second pass mails nothing')
  const unmailed = await db
    .selectFrom('budget_alerts')
    .select('threshold')
    .where('org_id', '=', orgId)
    .where('mailed_at', 'is', null)
    .execute()
  t.same(unmailed, [], 'every alert is marked mailed')

  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'm-2', quantity: 200 })
  const [a, b] = await Promise.all([mailBudgetAlerts(db, app.mailer), mailBudgetAlerts(db, app.mailer)])
  t.equal(a + b, 1, 'two instances at once mail the 100 % alert once')
  t.match((await outbox()).at(-1), { subject: /100 %/, body: /hard cap now refuses/ })
  t.match(await status(), { level: 'over', percent: 105, hardCap: true })

  t.equal((await api(app, s.client).get('/api/billing/budget-status')).statusCode, 403, 'a client does not see costs')
  t.match(
    (await api(app, s.omc).get('/api/billing/budget-status')).json(),
    { level: 'none' },
    'omc has no organization of its own',
  )
  t.match(
    (await api(app, s.northwind).get('/api/billing/budget-status')).json(),
    { level: 'none' },
    'another organization sees only its own budget',
  )
})

t.test('storage: one gigabyte-day row per organization and day, never twice', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const { recordStorageUsage } = await import('../../src/modules/billing/storage-usage.js')
  const s = await sessions(app, ['admin', 'northwind'])
  const acme = s.admin.userData.orgId!
  const northwind = s.northwind.userData.orgId!
  await db
    .insertInto('rbot_files')
    .values([
      {
        org_id: acme,
        name: 'call.webm',
        kind: 'recording',
        mime: 'video/webm',
        size: 1_500_000_000,
        storage_key: 'k1',
      },
      { org_id: acme, name: 'notes.txt', kind: 'notes', mime: 'text/plain', size: 1_000, storage_key: 'k2' },
      { org_id: northwind, name: 'a.webm', kind: 'recording', mime: 'video/webm', size: 10, storage_key: 'k3' },
    ])
    .execute()

  t.equal(await recordStorageUsage(db, '2026-05-03'), 2, 'one row per organization storing anything')
  t.equal(await recordStorageUsage(db, '2026-05-03'), 0, 'a retried job writes nothing')
  t.equal(await recordStorageUsage(db, '2026-05-04'), 2, 'the next day is a new row')
  const rows = await db
    .selectFrom('usage_events')
    .select(['org_id', 'quantity', 'model', 'meta', 'amount_minor'])
    .where('kind', '=', 'storage-gb-days')
    .where('idempotency_key', 'like', 'storage:%')
    .orderBy('created_at')
    .execute()
  t.equal(rows.length, 4)
  const acmeDay = rows.find((r) => r.org_id === acme)!
  t.equal(acmeDay.quantity, 2, '1.5 GB + 1 kB count as 2 started gigabytes')
  t.match(acmeDay.meta, { day: '2026-05-03', bytes: 1_500_001_000, files: 2 })
  t.equal(rows.find((r) => r.org_id === northwind)!.quantity, 1, 'any stored byte counts one gigabyte-day')
})

t.test('an organization with issued invoices cannot be deleted (409); one without them can', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'northwind'])
  const acme = s.admin.userData.orgId!
  const northwind = s.northwind.userData.orgId!
  await db.transaction().execute((trx) => issueInvoice(trx, acme, new Date().toISOString().slice(0, 10), TEST_SELLER))
  await api(app, s.northwind).post('/api/billing/invoices/draft', {})
  await t.rejects(db.deleteFrom('organizations').where('id', '=', acme).execute(), {
    code: 'DB409',
    message: /1 issued invoice\(s\), which are legal records/,
  })
  t.ok(
    await db.selectFrom('invoices').select('id').where('org_id', '=', acme).executeTakeFirst(),
    'the invoice is still there',
  )

  // Through a route, the guard's refusal answers 409 with its message (the error handler's DB409 rule).
  const probe = Fastify({ logger: false })
  await probe.register(errors)
  probe.delete('/organizations/:id', async (request) => {
    await db
      .deleteFrom('organizations')
      .where('id', '=', (request.params as { id: string }).id)
      .execute()
    return { ok: true }
  })
  const res = await probe.inject({ method: 'DELETE', url: `/organizations/${acme}` })
  t.equal(res.statusCode, 409)
  t.match(res.json(), { code: 'DEBRIEF_CONFLICT', message: /legal records/ })
  await probe.close()
  await t.resolves(
    db.deleteFrom('organizations').where('id', '=', northwind).execute(),
    'a draft is no legal record: Northwind goes, with its draft',
  )
  t.equal((await db.selectFrom('invoices').select('id').where('org_id', '=', northwind).execute()).length, 0)
})
