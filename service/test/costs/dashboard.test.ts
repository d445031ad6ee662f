import t from 'tap'
import type { Db } from '../../src/db/create-db.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

const M1 = 'aaaaaaaa-0000-4000-8000-000000000001'
const M2 = 'aaaaaaaa-0000-4000-8000-000000000002'
const R1 = 'bbbbbbbb-0000-4000-8000-000000000001'

/**
 * Hand-computed fixture. Acme keeps UTC; Northwind is in Tokyo (UTC+9), so 2026-03-31T16:00Z is its April 1st.
 *   a1 Acme  2026-03-31T23:30Z  (Mar 31)  llm gpt-4o        100  meeting M1
 *   a2 Acme  2026-04-01T00:30Z  (Apr  1)  transcription      50  meeting M1
 *   a3 Acme  2026-04-15T12:00Z  (Apr 15)  llm gpt-4o        200  meeting M2, report R1
 *   n1 North 2026-03-31T16:00Z  (Apr  1)  llm claude-3      300
 *   n2 North 2026-03-31T14:00Z  (Mar 31)  llm claude-3      400
 *   a4 Acme  2026-04-30T23:59Z  (Apr 30)  storage            10  (last instant of the period)
 *   a5 Acme  2026-05-01T00:00Z  (May  1)  storage            20  (first instant after it)
 */
async function seed(db: Db, acme: string, north: string) {
  await db.insertInto('org_cost_settings').values({ org_id: north, time_zone: 'Asia/Tokyo' }).execute()
  await db
    .insertInto('meetings')
    .values({
      id: M1,
      org_id: acme,
      title: 'Costly interview',
      kind: 'interview',
      scheduled_at: new Date('2026-03-31T09:00:00Z'),
      duration_minutes: 30,
      participants: '[]',
      created_by: null,
    } as never)
    .execute()
  const row = (
    id: string,
    org: string,
    at: string,
    kind: string,
    model: string,
    amount: number,
    refs: { meeting_id?: string; report_id?: string } = {},
    tokens = 0,
  ) => ({
    idempotency_key: id,
    org_id: org,
    created_at: new Date(at),
    kind,
    model,
    amount_minor: amount,
    unit_price_minor: 1,
    quantity: 1,
    input_tokens: tokens,
    output_tokens: 0,
    meta: '{}',
    ...refs,
  })
  for (const r of [
    row('a1', acme, '2026-03-31T23:30:00Z', 'llm-tokens', 'gpt-4o', 100, { meeting_id: M1 }, 1000),
    row('a2', acme, '2026-04-01T00:30:00Z', 'transcription-minutes', 'minute', 50, { meeting_id: M1 }),
    row('a3', acme, '2026-04-15T12:00:00Z', 'llm-tokens', 'gpt-4o', 200, { meeting_id: M2, report_id: R1 }, 2000),
    row('n1', north, '2026-03-31T16:00:00Z', 'llm-tokens', 'claude-3', 300, {}, 3000),
    row('n2', north, '2026-03-31T14:00:00Z', 'llm-tokens', 'claude-3', 400, {}, 4000),
    row('a4', acme, '2026-04-30T23:59:59Z', 'storage-gb-days', 'gb-day', 10),
    row('a5', acme, '2026-05-01T00:00:00Z', 'storage-gb-days', 'gb-day', 20),
  ])
    await db
      .insertInto('usage_events')
      .values(r as never)
      .execute()
}

t.test('cost aggregates match the hand-computed fixture, period boundaries and time zones included', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['omc', 'admin', 'northwind', 'client', 'demo'])
  const acme = s.admin.userData.orgId!
  const north = s.northwind.userData.orgId!
  await seed(db, acme, north)
  const omc = api(app, s.omc)
  const april = 'from=2026-04-01&to=2026-04-30'

  const all = (await omc.get(`/api/costs/overview?${april}&granularity=month`)).json()
  t.same(all.kpis, {
    spendMinor: 50 + 200 + 300 + 10,
    previousSpendMinor: 100 + 400,
    changePercent: 12,
    // Analysed meetings are the `analysed-meetings` rows (one definition, issue 23 item 2), not meetings that used
    // tokens: this fixture has none. test/billing/reconciliation.test.ts counts them.
    analysedMeetings: 0,
    costPerMeetingMinor: null,
    tokens: 5000,
    events: 4,
  })
  t.same([all.previousFrom, all.previousTo], ['2026-03-02', '2026-03-31'])
  t.same(
    all.series.map((p: { period: string; key: string; amountMinor: number }) => [p.period, p.key, p.amountMinor]),
    [
      ['2026-04-01', 'llm-tokens', 500],
      ['2026-04-01', 'storage-gb-days', 10],
      ['2026-04-01', 'transcription-minutes', 50],
    ],
    'one month, stacked by kind',
  )
  t.same(
    all.byOrg.map((b: { label: string; amountMinor: number }) => [b.label, b.amountMinor]),
    [
      ['Northwind Partners', 300],
      ['Acme Talent', 260],
    ],
  )
  t.same(
    all.byModel.map((b: { key: string; amountMinor: number }) => [b.key, b.amountMinor]),
    [
      ['claude-3', 300],
      ['gpt-4o', 200],
      ['minute', 50],
      ['gb-day', 10],
    ],
  )
  t.same(
    all.topMeetings.map((m: { id: string; title: string | null; amountMinor: number }) => [
      m.id,
      m.title,
      m.amountMinor,
    ]),
    [
      [M2, null, 200],
      [M1, 'Costly interview', 50],
    ],
  )
  t.same(
    all.topReports.map((m: { id: string; amountMinor: number }) => [m.id, m.amountMinor]),
    [[R1, 200]],
  )

  const weeks = (await omc.get(`/api/costs/overview?${april}&granularity=week&stackBy=org`)).json()
  t.same(
    weeks.series
      .map((p: { period: string; label: string; amountMinor: number }) => [p.period, p.label, p.amountMinor])
      .sort(),
    [
      ['2026-03-30', 'Acme Talent', 50],
      ['2026-03-30', 'Northwind Partners', 300],
      ['2026-04-13', 'Acme Talent', 200],
      ['2026-04-27', 'Acme Talent', 10],
    ],
    'weeks start on Monday; Northwind’s row falls on its local April 1st',
  )

  const day = (await omc.get('/api/costs/overview?from=2026-04-01&to=2026-04-01')).json()
  t.equal(day.kpis.spendMinor, 350, 'April 1st: Acme’s 00:30 UTC and Northwind’s 01:00 Tokyo')
  t.same([day.previousFrom, day.previousTo], ['2026-03-31', '2026-03-31'])
  t.equal(day.kpis.previousSpendMinor, 500, 'March 31st: Acme’s 23:30 UTC and Northwind’s 23:00 Tokyo')

  const kind = (await omc.get(`/api/costs/overview?${april}&kind=llm-tokens`)).json()
  t.equal(kind.kpis.spendMinor, 500)
  t.equal(
    (await omc.get(`/api/costs/overview?${april}&orgId=${north}`)).json().kpis.spendMinor,
    300,
    'omc filters one organization',
  )

  // The admin reads its own organization only.
  const admin = api(app, s.admin)
  const own = (await admin.get(`/api/costs/overview?${april}`)).json()
  t.same([own.kpis.spendMinor, own.kpis.previousSpendMinor, own.kpis.changePercent], [260, 100, 160])
  t.equal(
    (await admin.get(`/api/costs/overview?${april}&orgId=${north}`)).statusCode,
    404,
    'another organization is not found',
  )
  t.equal((await api(app, s.client).get(`/api/costs/overview?${april}`)).statusCode, 403)
  t.equal((await api(app, s.demo).get(`/api/costs/rows?${april}`)).statusCode, 403)
  t.equal((await omc.get('/api/costs/overview?from=2026-05-01&to=2026-04-01')).statusCode, 400, 'from after to')
  t.equal((await omc.get('/api/costs/overview?from=yesterday')).statusCode, 400)

  // Drill-down rows and the CSV carry exactly the rows behind the view.
  const rows = (await omc.get(`/api/costs/rows?${april}&itemsPerPage=2`)).json()
  t.equal(rows.total, 4)
  t.same(
    rows.rows.map((r: { amountMinor: number; localDay: string }) => [r.amountMinor, r.localDay]),
    [
      [10, '2026-04-30'],
      [200, '2026-04-15'],
    ],
    'newest first',
  )
  const page2 = (await omc.get(`/api/costs/rows?${april}&itemsPerPage=2&page=2`)).json()
  t.same(
    page2.rows.map((r: { amountMinor: number; localDay: string }) => [r.amountMinor, r.localDay]),
    [
      [50, '2026-04-01'],
      [300, '2026-04-01'],
    ],
  )
  const csv = await omc.get(`/api/costs/export?${april}`)
  t.equal(csv.statusCode, 200)
  t.match(csv.headers['content-type'], /text\/csv/)
  const lines = csv.body.trim().split('\r\n')
  t.equal(lines[0].split(',')[0], 'id')
  t.same(
    lines
      .slice(1)
      .map((l) => Number(l.split(',')[11]))
      .sort((a, b) => a - b),
    [10, 50, 200, 300],
    'amounts of the four April rows',
  )
  const adminCsv = (await admin.get(`/api/costs/export?${april}`)).body.trim().split('\r\n')
  t.equal(adminCsv.length, 1 + 3, 'admin exports its own three rows')

  // A meeting's own cost lines.
  const m1 = await admin.get(`/api/costs/meetings/${M1}`)
  t.same(m1.json().totals, [{ currency: 'EUR', amountMinor: 150 }])
  t.equal(m1.json().rows.length, 2)
  t.equal(
    (await api(app, s.northwind).get(`/api/costs/meetings/${M1}`)).statusCode,
    404,
    'another organization’s meeting',
  )
})

t.test('changing an organization’s time zone moves its rows to their new local days', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['omc', 'admin', 'northwind', 'client'])
  const acme = s.admin.userData.orgId!
  await seed(db, acme, s.northwind.userData.orgId!)
  const admin = api(app, s.admin)
  const day = async () => (await admin.get('/api/costs/overview?from=2026-03-31&to=2026-03-31')).json().kpis.spendMinor
  t.equal(await day(), 100, 'UTC: a1 (23:30) is on March 31st')
  t.equal(
    (await admin.put('/api/costs/settings', JSON.stringify({ timeZone: 'Mars/Olympus' }), 'application/json'))
      .statusCode,
    400,
  )
  t.equal(
    (
      await api(app, s.client).put(
        '/api/costs/settings',
        JSON.stringify({ timeZone: 'Asia/Tokyo' }),
        'application/json',
      )
    ).statusCode,
    403,
  )
  t.equal(
    (await admin.put('/api/costs/settings', JSON.stringify({ timeZone: 'Europe/Berlin' }), 'application/json'))
      .statusCode,
    200,
  )
  t.equal(await day(), 0, 'Berlin (UTC+2): a1 is 01:30 on April 1st')
  t.equal(
    (await admin.get('/api/costs/overview?from=2026-04-01&to=2026-04-01')).json().kpis.spendMinor,
    150,
    'a1 and a2 on April 1st',
  )
  t.same((await admin.get('/api/costs/settings')).json(), { orgId: acme, timeZone: 'Europe/Berlin' })
})

/** Today in `timeZone` as YYYY-MM-DD (en-CA writes dates so). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())

// The default period ends on the organization's today, not the server's UTC date: at 23:00 UTC it is already
// tomorrow in Kiritimati (UTC+14) and still yesterday's evening in Pago Pago (UTC-11) an hour after 00:00 UTC.
t.test('the default period is the last 30 local days of the organization, the latest across all', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['omc', 'admin', 'northwind'])
  const admin = api(app, s.admin)
  const north = api(app, s.northwind)
  const put = (as: typeof admin, timeZone: string) =>
    as.put('/api/costs/settings', JSON.stringify({ timeZone }), 'application/json')
  t.equal((await put(admin, 'Pacific/Kiritimati')).statusCode, 200)
  t.equal((await put(north, 'Pacific/Pago_Pago')).statusCode, 200)
  const period = async (as: typeof admin, query = '') => {
    const o = (await as.get(`/api/costs/overview${query}`)).json()
    return { from: o.from, to: o.to }
  }
  const days = (to: string) => {
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
    return { from, to }
  }
  t.same(await period(admin), days(todayIn('Pacific/Kiritimati')), 'Acme: its own today')
  t.same(await period(north), days(todayIn('Pacific/Pago_Pago')), 'Northwind: its own today')
  const omc = api(app, s.omc)
  t.same(await period(omc), days(todayIn('Pacific/Kiritimati')), 'every organization: the latest today')
  t.same(
    await period(omc, `?orgId=${s.northwind.userData.orgId}`),
    days(todayIn('Pacific/Pago_Pago')),
    'one organization picked: its today',
  )
  t.same(await period(admin, '?to=2026-04-30'), days('2026-04-30'), 'a day asked for is kept')
})
