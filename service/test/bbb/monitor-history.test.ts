import t from 'tap'
import { pollDueServers, pollServer } from '../../src/modules/bbb/poll-cycle.js'
import { pruneHistory, recordPolls } from '../../src/modules/bbb/poll-repository.js'
import { bearer, buildTestApp, login, type Session } from '../helpers/app.js'
import { startFakeBbb, type FakeAttendee } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

const people = (n: number, from = 0): FakeAttendee[] =>
  Array.from({ length: n }, (_, i) => ({ userID: `u${from + i}`, fullName: `Person ${from + i}`, role: 'VIEWER' }))

t.test('series carry voice, video, listeners and recordings processing; meetings keep peak and duration', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const su = await login(app, 'superadmin')
  const server = await registerServer(app, su, fake)
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(su) }).then((r) => r.json())
  const deps = { db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true }
  const pollNow = async () => {
    await db
      .updateTable('bbb_servers')
      .set({ next_poll_at: new Date(0) })
      .execute()
    await pollDueServers(deps)
  }

  const startTime = Date.now() - 30 * 60_000
  const meeting = fake.addMeeting({
    meetingID: 'standup',
    name: 'Daily standup',
    createTime: startTime,
    attendees: [
      { userID: 'a', fullName: 'Ann', role: 'MODERATOR', hasJoinedVoice: true, hasVideo: true },
      { userID: 'b', fullName: 'Bob', role: 'VIEWER', hasJoinedVoice: true },
      { userID: 'c', fullName: 'Cy', role: 'VIEWER', isListeningOnly: true },
    ],
  })
  const rec = { meetingID: 'old', name: 'old', startTime, endTime: startTime + 60_000, metadata: {} }
  fake.recordings.push({ ...rec, recordID: 'r-processing', state: 'processing' }, { ...rec, recordID: 'r-published' })
  await pollNow()

  const points = (await get(`/api/bbb/servers/${server.id}/samples?period=1h`)).points
  t.equal(points.length, 1)
  t.match(points[0], {
    meetings: 1,
    participants: 3,
    voice: 2,
    video: 1,
    listeners: 1,
    recordingsProcessing: 1,
    online: true,
  })
  t.type(points[0].latencyMs, 'number')

  let history = await get(`/api/bbb/servers/${server.id}/meeting-history`)
  t.equal(history.total, 1)
  t.match(history.meetings[0], {
    meetingId: 'standup',
    name: 'Daily standup',
    startedAt: new Date(startTime).toISOString(),
    endedAt: null,
    peakParticipants: 3,
    peakVoice: 2,
    peakVideo: 1,
  })
  t.ok(history.meetings[0].durationSeconds >= 30 * 60 - 1, 'running: from its start to its last sighting')

  // More people join, then most leave: the peak stays at the largest count seen.
  meeting.attendees.push(...people(4))
  await pollNow()
  meeting.attendees.splice(1)
  await pollNow()
  history = await get(`/api/bbb/servers/${server.id}/meeting-history`)
  t.match(history.meetings[0], { peakParticipants: 7, peakVoice: 2, peakVideo: 1, endedAt: null })

  // The same poll written twice at once (two instances) leaves one record with the same figures.
  const [row] = await db.selectFrom('bbb_servers').selectAll().where('id', '=', server.id).execute()
  const outcome = await pollServer({ ...row, version: '3.0.4' }, app.secretBox, undefined, undefined, true)
  const write = () => recordPolls(db, [{ serverId: server.id, health: { online: true, failures: 0 }, outcome }])
  await Promise.all([write(), write()])
  const records = await db.selectFrom('bbb_meeting_records').selectAll().where('server_id', '=', server.id).execute()
  t.equal(records.length, 1, 'one record per meeting')
  t.equal(records[0].peak_participants, 7)

  // The meeting ends: the next poll closes its record at its last sighting.
  fake.meetings.delete('standup')
  await pollNow()
  history = await get(`/api/bbb/servers/${server.id}/meeting-history`)
  const ended = history.meetings[0]
  t.equal(ended.endedAt, ended.lastSeenAt, 'ended at its last sighting')
  const duration = ended.durationSeconds
  await pollNow()
  t.equal((await get(`/api/bbb/servers/${server.id}/meeting-history`)).meetings[0].durationSeconds, duration, 'fixed')

  // Created again under the same meetingID: a new meeting (a new internal id), listed first.
  fake.addMeeting({ meetingID: 'standup', name: 'Daily standup', attendees: people(2) })
  await pollNow()
  history = await get(`/api/bbb/servers/${server.id}/meeting-history?itemsPerPage=1`)
  t.equal(history.total, 2)
  t.equal(history.meetings.length, 1)
  t.match(history.meetings[0], { peakParticipants: 2, endedAt: null })
  t.equal(
    (
      await app.inject({
        method: 'GET',
        url: `/api/bbb/servers/${server.id}/meeting-history?itemsPerPage=0`,
        headers: bearer(su),
      })
    ).statusCode,
    400,
  )

  // Records of meetings ended longer ago than samples are kept go with them; the running one stays.
  await db
    .updateTable('bbb_meeting_records')
    .set({ ended_at: new Date(Date.now() - 40 * 86400_000) })
    .where('ended_at', 'is not', null)
    .execute()
  t.equal(await pruneHistory(db, 30), 1)
  t.equal((await get(`/api/bbb/servers/${server.id}/meeting-history`)).total, 1, 'the running one stays')
})

t.test('thresholds raise an alert when crossed and clear it when back under; who may set and see them', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const [admin, client, northwind, su] = await Promise.all([
    login(app, 'admin'),
    login(app, 'client'),
    login(app, 'northwind'),
    login(app, 'superadmin'),
  ])
  const call = (s: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) })
  const server = await registerServer(app, admin, fake)
  const deps = { db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true }
  const pollNow = async () => {
    await db
      .updateTable('bbb_servers')
      .set({ next_poll_at: new Date(0) })
      .execute()
    await pollDueServers(deps)
  }
  const meeting = fake.addMeeting({ meetingID: 'big', attendees: people(3) })
  await pollNow()

  const url = `/api/bbb/servers/${server.id}/thresholds`
  const limits = { maxParticipants: 2, maxLatencyMs: null, offline: true }
  t.equal((await call(client, 'PUT', url, limits)).statusCode, 403, 'a member reads, does not set')
  t.equal((await call(northwind, 'PUT', url, limits)).statusCode, 404, 'another organization: not found')
  const bad = await call(admin, 'PUT', url, { ...limits, maxParticipants: 0 })
  t.equal(bad.statusCode, 400)
  t.type(bad.json().message, 'string', 'a JSON error')
  const set = await call(admin, 'PUT', url, limits)
  t.equal(set.statusCode, 200, set.body)
  t.same(set.json(), limits)

  // Judged at once against the last poll: 3 participants over 2.
  const open = async (s: Session = admin) => (await call(s, 'GET', '/api/bbb/alerts')).json().alerts
  let alerts = await open()
  t.equal(alerts.length, 1)
  t.match(alerts[0], { serverId: server.id, kind: 'participants', threshold: 2, value: 3, clearedAt: null })
  const raisedAt = alerts[0].raisedAt
  t.match((await call(admin, 'GET', `/api/bbb/servers/${server.id}`)).json(), {
    openAlerts: 1,
    thresholds: limits,
  })
  t.equal((await open(client)).length, 1, 'members of the organization see it')
  t.equal((await open(northwind)).length, 0, 'another organization does not')
  t.equal((await open(su)).length, 1, 'the platform does')

  // Still crossed: the same alert, its newest value.
  meeting.attendees.push(...people(2, 10))
  await pollNow()
  alerts = await open()
  t.equal(alerts.length, 1, 'not raised twice')
  t.match(alerts[0], { value: 5, raisedAt })

  // Back under: cleared, kept in the history.
  meeting.attendees.splice(2)
  await pollNow()
  t.equal((await open()).length, 0)
  const all = (await call(admin, 'GET', `/api/bbb/alerts?status=all&serverId=${server.id}`)).json().alerts
  t.equal(all.length, 1)
  t.ok(all[0].clearedAt, 'cleared time stored')
  t.equal((await call(admin, 'GET', `/api/bbb/servers/${server.id}`)).json().openAlerts, 0)

  // Offline: two failed polls in a row take it offline and raise the alert; one success clears it.
  fake.mode = 'fail'
  await pollNow()
  t.equal((await open()).length, 0, 'one failure is not offline yet')
  await pollNow()
  alerts = await open()
  t.match(alerts, [{ kind: 'offline', value: 2 }])
  fake.mode = 'ok'
  await pollNow()
  t.equal((await open()).length, 0, 'back online: cleared')

  // Latency: a limit under the last answer time raises; removing the limit clears.
  await db.updateTable('bbb_servers').set({ latency_ms: 750 }).where('id', '=', server.id).execute()
  await call(admin, 'PUT', url, { ...limits, maxLatencyMs: 500 })
  t.match(await open(), [{ kind: 'latency', threshold: 500, value: 750 }])
  await call(admin, 'PUT', url, { ...limits, maxLatencyMs: null })
  t.equal((await open()).length, 0, 'a limit turned off clears its alert')
  t.equal((await call(admin, 'GET', '/api/bbb/alerts?status=nope')).statusCode, 400)

  // A disabled server is no longer polled: its alerts are cleared.
  await call(admin, 'PUT', url, { ...limits, maxParticipants: 1 })
  t.equal((await open()).length, 1)
  await app.inject({
    method: 'PATCH',
    url: `/api/bbb/servers/${server.id}`,
    headers: bearer(admin),
    payload: { state: 'disabled' },
  })
  t.equal((await open()).length, 0, 'disabled: cleared')
  const history = (await call(admin, 'GET', `/api/bbb/servers/${server.id}/meeting-history`)).json().meetings
  t.ok(history[0].endedAt, 'disabled: its running meeting ends at its last sighting')
})

t.test("an organization sees only its own conferences in a shared server's meeting history", async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const [admin, su] = await Promise.all([login(app, 'admin'), login(app, 'superadmin')])
  const server = await registerServer(app, su, fake)
  const ours = await db
    .selectFrom('meetings')
    .select('id')
    .where('org_id', '=', admin.userData.orgId!)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('bbb_conferences')
    .values({ meeting_id: ours.id, org_id: admin.userData.orgId!, server_id: server.id, playback: '[]' })
    .execute()
  fake.addMeeting({ meetingID: ours.id, name: 'Ours', attendees: people(2) })
  fake.addMeeting({ meetingID: 'someone-elses', name: 'Theirs', attendees: people(4) })
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true })
  const history = (url: string, s: Session) =>
    app.inject({ method: 'GET', url, headers: bearer(s) }).then((r) => r.json())
  t.equal((await history(`/api/bbb/servers/${server.id}/meeting-history`, su)).total, 2, 'the platform sees all')
  const theirs = await history(`/api/bbb/servers/${server.id}/meeting-history`, admin)
  t.same(
    theirs.meetings.map((m: { name: string }) => m.name),
    ['Ours'],
  )
})
