import t from 'tap'
import { mailBudgetAlerts } from '../../src/modules/billing/budget-mails.js'
import { closeMonth } from '../../src/modules/billing/month-close.js'
import { issueInvoice } from '../../src/modules/billing/invoice-repository.js'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { TEST_SELLER } from './test-seller.js'
import { buildTestApp } from '../helpers/app.js'
import { api, appOn, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'

t.test('balance movements: superadmin only, idempotent, concurrent top-ups never lose an update', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['superadmin', 'admin', 'omc', 'client', 'northwind'])
  const orgId = s.admin.userData.orgId!
  const su = api(app, s.superadmin)
  const body = { orgId, kind: 'top-up', amountMinor: 1000, reason: 'Prepaid', idempotencyKey: 'topup-key-0001' }
  t.equal((await api(app, s.admin).post('/api/billing/movements', body)).statusCode, 403, 'admin may not top up')
  t.equal((await api(app, s.omc).post('/api/billing/movements', body)).statusCode, 403, 'omc writes nothing')
  t.equal((await su.post('/api/billing/movements', { ...body, amountMinor: -5 })).statusCode, 400, 'a negative top-up')

  const first = await su.post('/api/billing/movements', body)
  t.equal(first.statusCode, 201)
  const replay = await su.post('/api/billing/movements', body)
  t.equal(replay.statusCode, 200, 'same key: the first movement again')
  t.equal(replay.json().id, first.json().id)

  // Twenty top-ups of 1.00 € at once, each with its own key.
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      su.post('/api/billing/movements', {
        ...body,
        amountMinor: 100,
        idempotencyKey: `concurrent-${String(i).padStart(4, '0')}`,
      }),
    ),
  )
  t.ok(results.every((r) => r.statusCode === 201))
  const overview = (await api(app, s.admin).get('/api/billing')).json()
  t.equal(overview.balanceMinor, 1000 + 20 * 100, 'no update lost')
  const afters = results.map((r) => r.json().balanceAfterMinor).sort((a, b) => a - b)
  t.same(
    afters,
    Array.from({ length: 20 }, (_, i) => 1100 + i * 100),
    'each movement saw the balance the previous one left',
  )

  const ledger = (await api(app, s.client).get('/api/billing/movements?itemsPerPage=5')).json()
  t.equal(ledger.total, 21, 'the client reads its organization’s billing')
  t.type(ledger.movements[0].createdBy, 'string', 'who made it')
  t.equal(
    (await api(app, s.northwind).get(`/api/billing/movements?orgId=${orgId}`)).statusCode,
    404,
    'another organization',
  )
  t.equal((await api(app, s.omc).get('/api/billing')).statusCode, 400, 'omc names the organization')
  t.equal((await api(app, s.omc).get(`/api/billing?orgId=${orgId}`)).json().balanceMinor, 3000)
})

t.test('invoices: plan fee plus the month’s usage with VAT, gapless numbers, frozen once issued, PDF', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'northwind', 'omc'])
  const orgId = s.admin.userData.orgId!
  // Acme is on the Company plan (199.00 €). Two usage rows this month, priced by the table: 1,000 transcription minutes, 50 gigabyte-days.
  await recordUsage(db, {
    orgId,
    kind: 'transcription-minutes',
    idempotencyKey: 'inv-1',
    model: 'minute',
    quantity: 1000,
  })
  await recordUsage(db, { orgId, kind: 'storage-gb-days', idempotencyKey: 'inv-2', model: 'gb-day', quantity: 50 })

  const draft = await api(app, s.admin).post('/api/billing/invoices/draft', {})
  t.equal(draft.statusCode, 201)
  const d = draft.json()
  t.same(
    d.lines.map((l: { kind: string; amountMinor: number }) => [l.kind, l.amountMinor]),
    [
      ['plan', 19900],
      ['storage-gb-days', 4],
      ['transcription-minutes', 1000],
    ],
  )
  t.equal(
    d.subtotalMinor,
    d.lines.reduce((sum: number, l: { amountMinor: number }) => sum + l.amountMinor, 0),
    'subtotal = sum of lines',
  )
  t.equal(d.taxMinor, Math.round(d.subtotalMinor * 0.2))
  t.equal(d.totalMinor, d.subtotalMinor + d.taxMinor, 'total = lines + VAT')
  t.equal(d.number, null, 'a draft has no number')
  t.equal(
    (await api(app, s.client).post('/api/billing/invoices/draft', {})).statusCode,
    403,
    'a client reads billing but drafts nothing',
  )

  // Issue this month and the previous one out of order: numbers follow issuing, without gaps.
  const today = new Date().toISOString().slice(0, 10)
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 10)
  const a = await db.transaction().execute((trx) => issueInvoice(trx, orgId, lastMonth, TEST_SELLER))
  const b = await db.transaction().execute((trx) => issueInvoice(trx, orgId, today, TEST_SELLER))
  const again = await db.transaction().execute((trx) => issueInvoice(trx, orgId, today, TEST_SELLER))
  t.same([a.invoice.number, b.invoice.number, again.invoice.number, again.created], [1, 2, 2, false])
  const list = (await api(app, s.admin).get('/api/billing/invoices')).json().invoices
  t.equal(list.filter((i: { status: string }) => i.status === 'draft').length, 0, 'issuing replaced the month’s draft')
  await t.rejects(
    db.updateTable('invoices').set({ total_minor: 1 }).where('id', '=', b.invoice.id).execute(),
    /frozen/,
    'an issued invoice is frozen',
  )
  await t.rejects(
    db.deleteFrom('invoice_lines').where('invoice_id', '=', b.invoice.id).execute(),
    /frozen/,
    'so are its lines',
  )

  // Issued invoices are charged to the balance once.
  const movements = (await api(app, s.admin).get('/api/billing/movements')).json().movements
  t.equal(movements.filter((m: { kind: string }) => m.kind === 'charge').length, 2)

  // The month-end job closes every organization's previous month once.
  t.equal(await closeMonth(db, TEST_SELLER), 1, 'Northwind’s previous month (Acme’s was issued above)')
  t.equal(await closeMonth(db, TEST_SELLER), 0, 'a second run issues nothing')

  const pdf = await api(app, s.admin).get(`/api/billing/invoices/${b.invoice.id}/pdf`)
  t.equal(pdf.statusCode, 200)
  t.equal(pdf.headers['content-type'], 'application/pdf')
  t.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-')
  t.equal(
    (await api(app, s.northwind).get(`/api/billing/invoices/${b.invoice.id}/pdf`)).statusCode,
    404,
    'another organization’s invoice',
  )
  t.equal(
    (await api(app, s.omc).get(`/api/billing/invoices/${b.invoice.id}`)).statusCode,
    200,
    'omc reads every organization',
  )
})

t.test('budgets: thresholds mail once a month, the hard cap refuses new analyses with 402', async (t) => {
  // No workers at first: the seeded demo analyses would otherwise complete (and bill) while thresholds are counted.
  const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'omc'])
  const orgId = s.admin.userData.orgId!
  const admin = api(app, s.admin)
  t.equal(
    (
      await api(app, s.client).put(
        '/api/billing/budget',
        JSON.stringify({ monthlyBudgetMinor: 1000, hardCap: true }),
        'application/json',
      )
    ).statusCode,
    403,
  )
  t.equal(
    (
      await api(app, s.omc).put(
        '/api/billing/budget',
        JSON.stringify({ orgId, monthlyBudgetMinor: 1000, hardCap: true }),
        'application/json',
      )
    ).statusCode,
    403,
    'omc writes nothing',
  )
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

  // The alerts are mailed by the budget-mail job through the mailer; each check runs one pass of it.
  const mails = async () => {
    await mailBudgetAlerts(db, app.mailer)
    return (
      await db
        .selectFrom('outbox_emails')
        .select('subject')
        .where('subject', 'like', 'Debrief budget%')
        .orderBy('created_at')
        .execute()
    ).map((m) => m.subject)
  }
  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'b-1', quantity: 499 })
  t.same(await mails(), [], '49.9 %: nothing yet')
  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'b-2', quantity: 1 })
  t.equal((await mails()).length, 1, '50 %: one mail to the one admin')
  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'b-3', quantity: 100 })
  t.equal((await mails()).length, 1, '60 %: no new threshold')
  await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'b-4', quantity: 400 })
  t.match(await mails(), [/50 %/, /100 %/], '100 %: 80 and 100 cross together, one mail naming the highest')

  const meetingId = await meetingWithTranscript(admin)
  const refused = await admin.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })
  t.equal(refused.statusCode, 402)
  t.match(refused.json(), { code: 'DEBRIEF_PAYMENT_REQUIRED', message: /budget/ })
  t.equal((await admin.get(`/api/meetings/${meetingId}`)).statusCode, 200, 'reading stays possible')
  const overview = (await admin.get('/api/billing')).json()
  t.same(overview.budget, { monthlyBudgetMinor: 1000, hardCap: true, alerts: [50, 80, 100] })

  await admin.put(
    '/api/billing/budget',
    JSON.stringify({ monthlyBudgetMinor: 100000, hardCap: true }),
    'application/json',
  )
  const accepted = await admin.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })
  t.equal(accepted.statusCode, 202, 'a raised budget lets work through')
  await appOn(t, dbUrl, { jobs: FAST_JOBS }) // a second instance with workers runs the job
  t.equal((await waitForJob(admin, accepted.json().jobId, 60_000)).status, 'completed')
  const billed = await db
    .selectFrom('usage_events')
    .select(['amount_minor', 'meeting_id'])
    .where('meeting_id', '=', meetingId)
    .where('kind', '=', 'analysed-meetings')
    .execute()
  t.same(
    billed,
    [{ amount_minor: 20, meeting_id: meetingId }],
    'the analysed meeting is billed once, at the example price',
  )
})
