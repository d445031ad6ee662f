import t from 'tap'
import { REPORT_KINDS } from '../../src/modules/report-kinds/index.js'
import { buildTestApp } from '../helpers/app.js'
import { api, appOn, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'

// Issue 23 items 1 and 3: one Analyse click (all nine kinds, so a person's job and a meeting-level job) is one
// analysed meeting, billed once and shared out over the reports it asked for; a re-analysis that month is free.
t.test('one analysis request is one analysed meeting, attributed to its reports', async (t) => {
  const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'omc'])
  const admin = api(app, s.admin)
  const orgId = s.admin.userData.orgId!
  const meetingId = await meetingWithTranscript(admin, 'Nine kinds at once')
  const click = await admin.post(`/api/meetings/${meetingId}/analyses`, {
    kinds: [...REPORT_KINDS],
    subjects: { self: ['Daniel Carter'] },
  })
  t.equal(click.statusCode, 202, click.body)
  const jobIds: string[] = click.json().jobIds
  t.equal(jobIds.length, 2, 'the person’s kinds and the meeting-level kinds are two jobs')

  const status = (await admin.get('/api/billing')).json()
  t.equal(status.limits.analysedMeetingsInProgress, 1, 'while queued: one meeting in progress, not two')
  t.equal(status.month.reservedMinor, 20, 'reserved once at the analysed-meeting price')

  await appOn(t, dbUrl, { jobs: FAST_JOBS })
  for (const id of jobIds) t.equal((await waitForJob(admin, id, 90_000)).status, 'completed')

  const rows = await db
    .selectFrom('usage_events')
    .select(['amount_minor', 'quantity'])
    .where('org_id', '=', orgId)
    .where('meeting_id', '=', meetingId)
    .where('kind', '=', 'analysed-meetings')
    .execute()
  t.same(rows, [{ amount_minor: 20, quantity: 1 }], 'one click: one analysed meeting, €0.20')
  const meetingCost = (await admin.get(`/api/costs/meetings/${meetingId}`)).json()
  t.same(meetingCost.totals, [{ currency: 'EUR', amountMinor: 20 }], 'the meeting’s Cost card: €0.20')

  // The seeded demo's queued analysis completes too once workers run: count every billed meeting of the org.
  const billedMeetings = async () =>
    Number(
      (
        await db
          .selectFrom('usage_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('org_id', '=', orgId)
          .where('kind', '=', 'analysed-meetings')
          .executeTakeFirstOrThrow()
      ).n,
    )
  const after = (await admin.get('/api/billing')).json()
  t.equal(after.limits.analysedMeetings, await billedMeetings(), 'the billing page counts the billed meetings')
  t.equal(after.limits.analysedMeetingsInProgress, 0, 'settled: nothing in progress')
  t.equal(after.month.reservedMinor, 0)
  const overview = (await admin.get('/api/costs/overview')).json()
  t.equal(overview.kpis.analysedMeetings, after.limits.analysedMeetings, 'the dashboard counts the same meetings')

  // Item 3: the analysed meeting is shared out over the nine reports; each report's Cost card shows its share.
  const reports = await db
    .selectFrom('reports')
    .select('id')
    .where('meeting_id', '=', meetingId)
    .orderBy('created_at')
    .orderBy('kind')
    .execute()
  t.equal(reports.length, 9)
  const shares: number[] = []
  for (const r of reports) {
    const cost = (await admin.get(`/api/costs/reports/${r.id}`)).json()
    t.equal(cost.rows.length, 1, 'a report’s card is not empty')
    t.equal(cost.rows[0].sharedBy, 9)
    t.equal(cost.rows[0].amountMinor, 20, 'the row it shares')
    shares.push(cost.totals[0].amountMinor)
  }
  t.same(
    shares.sort((a, b) => b - a),
    [3, 3, 2, 2, 2, 2, 2, 2, 2],
  )
  t.equal(
    shares.reduce((a, b) => a + b, 0),
    20,
    'the shares add up to the meeting’s cost',
  )
  const top = overview.topReports as { id: string; amountMinor: number }[]
  t.ok(top.length > 0, 'most expensive reports: not blank')
  t.ok(
    reports.some((x) => top.some((r) => r.id === x.id && r.amountMinor === 3)),
    'this meeting’s reports are among them, with their shares',
  )

  // A re-analysis of the same meeting this month (one more kind, a rerun) costs no further analysed meeting.
  const again = await admin.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })
  t.equal(again.statusCode, 202)
  t.equal((await admin.get('/api/billing')).json().month.reservedMinor, 0, 'nothing reserved: the meeting is paid')
  t.equal((await waitForJob(admin, again.json().jobId, 60_000)).status, 'completed')
  const rerun = await admin.post(`/api/reports/${reports[0]!.id}/rerun`)
  t.equal(rerun.statusCode, 202)
  t.equal((await waitForJob(admin, rerun.json().jobId, 60_000)).status, 'completed')
  const ours = await db
    .selectFrom('usage_events')
    .select('amount_minor')
    .where('meeting_id', '=', meetingId)
    .where('kind', '=', 'analysed-meetings')
    .execute()
  t.equal(ours.length, 1, 'still one analysed meeting this month')
  t.equal((await admin.get('/api/billing')).json().limits.analysedMeetings, await billedMeetings())
})

t.test('a cancelled analysis releases its reservation and bills nothing', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  const meetingId = await meetingWithTranscript(admin)
  const job = (await admin.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })).json().jobId
  t.equal((await admin.get('/api/billing')).json().month.reservedMinor, 20)
  t.equal((await admin.post(`/api/jobs/${job}/cancel`)).statusCode, 200)
  const status = (await admin.get('/api/billing')).json()
  t.equal(status.month.reservedMinor, 0, 'released on cancel')
  t.equal(status.limits.analysedMeetingsInProgress, 0)
  t.equal(status.month.spendMinor, 0, 'nothing billed')
})
