import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

// Issue 23 item 2: the cost dashboard, the billing page, the invoice and the cost CSV count the same month alike.
// A month is seeded into the ledger: analysed meetings (one of them analysed twice that month, a single row as
// the writer keys it), model tokens on meetings and reports, transcription minutes and storage.
t.test('dashboard, billing page, invoice and CSV reconcile over a seeded month', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'omc'])
  const admin = api(app, s.admin)
  const orgId = s.admin.userData.orgId!
  const meetings = (
    await db.selectFrom('meetings').select('id').where('org_id', '=', orgId).orderBy('created_at').limit(3).execute()
  ).map((m) => m.id)
  t.equal(meetings.length, 3)
  const month = (await admin.get('/api/billing')).json().month as { start: string; end: string }
  // Rows through the month so far (hours after its first midnight, never after now), priced by the ledger.
  await sql`
    INSERT INTO usage_events (org_id, kind, model, quantity, input_tokens, output_tokens, meeting_id, idempotency_key, created_at)
    SELECT ${orgId}::uuid, k.kind, k.model, k.quantity, k.input_tokens, k.output_tokens, k.meeting_id, 'seed:' || k.key,
           LEAST(now(), ${month.start}::date + k.hours * interval '1 hour')
      FROM (VALUES
        ('analysed-meetings', 'builtin', 1, 0, 0, ${meetings[0]}::uuid, 'analysed-meeting:' || ${meetings[0]}, 1),
        ('analysed-meetings', 'builtin', 1, 0, 0, ${meetings[1]}::uuid, 'analysed-meeting:' || ${meetings[1]}, 2),
        ('analysed-meetings', 'llm', 1, 0, 0, ${meetings[2]}::uuid, 'analysed-meeting:' || ${meetings[2]}, 3),
        ('llm-tokens', 'gpt-4o', 171000, 150000, 21000, ${meetings[2]}::uuid, 'tokens-1', 3),
        ('llm-tokens', 'claude-3-5-sonnet', 9000, 8000, 1000, NULL, 'tokens-2', 4),
        ('transcription-minutes', 'whisper-1', 37, 0, 0, ${meetings[0]}::uuid, 'minutes-1', 5),
        ('storage-gb-days', 'gb-day', 3, 0, 0, NULL, 'storage-1', 6)
      ) AS k(kind, model, quantity, input_tokens, output_tokens, meeting_id, key, hours)`.execute(db)

  // The dashboard over exactly this month.
  const dash = (await admin.get(`/api/costs/overview?from=${month.start}&to=${month.end}`)).json()
  // The billing page's month.
  const billing = (await admin.get('/api/billing')).json()
  // The invoice drafted for this month.
  const invoice = (await admin.post('/api/billing/invoices/draft', {})).json()
  // The CSV of the same period.
  const csv = await admin.get(`/api/costs/export?from=${month.start}&to=${month.end}`)
  t.equal(csv.statusCode, 200)
  t.equal(csv.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'the CSV starts with a UTF-8 byte order mark')
  const [head, ...lines] = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  const cols = head!.split(',')
  const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])))

  const expected = { analysedMeetings: 3, events: 7 }
  const csvMeetings = rows.filter((r) => r.kind === 'analysed-meetings').length
  const usageLines = invoice.lines.filter((l: { kind: string }) => l.kind !== 'plan')
  const invoiceMeetings = usageLines.find((l: { kind: string }) => l.kind === 'analysed-meetings').quantity
  t.same(
    {
      dashboard: dash.kpis.analysedMeetings,
      billing: billing.limits.analysedMeetings,
      invoice: invoiceMeetings,
      csv: csvMeetings,
    },
    { dashboard: 3, billing: 3, invoice: 3, csv: 3 },
    'analysed meetings: one count on every screen',
  )
  const csvSpend = rows.reduce((n, r) => n + Number(r.amountMinor), 0)
  const invoiceUsage = usageLines.reduce((n: number, l: { amountMinor: number }) => n + l.amountMinor, 0)
  t.ok(csvSpend > 0)
  t.same(
    { dashboard: dash.kpis.spendMinor, billing: billing.month.spendMinor, invoice: invoiceUsage, csv: csvSpend },
    { dashboard: csvSpend, billing: csvSpend, invoice: csvSpend, csv: csvSpend },
    'spend: one figure on every screen',
  )
  t.equal(rows.length, expected.events, 'the CSV lists every row')
  t.equal(dash.kpis.events, expected.events)
  // Per kind, the invoice's lines are the dashboard's breakdown and the CSV's sums.
  for (const k of dash.byKind as { key: string; amountMinor: number }[]) {
    const line = usageLines.find((l: { kind: string }) => l.kind === k.key)
    const sum = rows.filter((r) => r.kind === k.key).reduce((n, r) => n + Number(r.amountMinor), 0)
    t.same([line?.amountMinor, sum], [k.amountMinor, k.amountMinor], `${k.key}: invoice, dashboard and CSV agree`)
  }
  t.equal(usageLines.length, dash.byKind.length, 'no kind on one and not the other')
  t.equal(
    (await api(app, s.omc).get(`/api/costs/overview?from=${month.start}&to=${month.end}&orgId=${orgId}`)).json().kpis
      .analysedMeetings,
    3,
    'omc reads the same count',
  )
})

// Item 6: the same idempotency key with another movement is a conflict, not the first movement again.
t.test('a movement key reused for a different movement answers 409 naming the conflict', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['superadmin', 'admin'])
  const su = api(app, s.superadmin)
  const orgId = s.admin.userData.orgId!
  const body = { orgId, kind: 'top-up', amountMinor: 1000, reason: 'Prepaid', idempotencyKey: 'reuse-key-0001' }
  t.equal((await su.post('/api/billing/movements', body)).statusCode, 201)
  t.equal((await su.post('/api/billing/movements', body)).statusCode, 200, 'the same movement again: 200')
  const other = await su.post('/api/billing/movements', { ...body, amountMinor: 5000 })
  t.equal(other.statusCode, 409)
  t.match(other.json(), { code: 'DEBRIEF_CONFLICT', message: /reuse-key-0001.*amountMinor 1000/ })
  t.equal((await su.post('/api/billing/movements', { ...body, kind: 'adjustment' })).statusCode, 409)
  t.equal((await api(app, s.admin).get('/api/billing')).json().balanceMinor, 1000, 'one movement booked')
})
