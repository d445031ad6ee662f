import t from 'tap'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { signHs256 } from '../../src/modules/bbb/jwt-hs256.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n<v Ann>Welcome to the interview.\n\n00:00:03.000 --> 00:00:06.000\n<v Bob>Thank you, glad to be here.\n'

t.test('conferences: server choice, join, guests, callbacks, recording import, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const [busy, quiet] = [await startFakeBbb(), await startFakeBbb()]
  t.teardown(() => Promise.all([busy.close(), quiet.close()]))
  const [su, admin, northwind] = await Promise.all([
    login(app, 'superadmin'),
    login(app, 'admin'),
    login(app, 'northwind'),
  ])
  const a = await registerServer(app, su, busy, { tags: ['eu'] })
  const b = await registerServer(app, su, quiet, { tags: ['us'] })
  busy.addMeeting({ meetingID: 'other', createTime: Date.now() - 3600_000, extraParticipants: 40 })

  const create = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: bearer(admin),
        payload: {
          title: 'Candidate interview',
          kind: 'interview',
          scheduledAt: new Date(Date.now() + 60_000).toISOString(),
          durationMinutes: 30,
        },
      })
    ).json().id as string
  const m1 = await create()
  t.equal(
    (await app.inject({ method: 'POST', url: `/api/bbb/conferences/${m1}/start`, headers: bearer(admin), payload: {} }))
      .statusCode,
    409,
    'no server online yet',
  )
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true })

  const started = await app.inject({
    method: 'POST',
    url: `/api/bbb/conferences/${m1}/start`,
    headers: bearer(admin),
    payload: {},
  })
  t.equal(started.statusCode, 200, started.body)
  t.match(started.json().conference, { serverId: b.id, status: 'live' }, 'lowest load wins')
  t.ok(quiet.meetings.get(m1), 'created on the server')
  t.equal(quiet.meetings.get(m1)!.metadata['bbb-origin'], 'Debrief')
  t.match(quiet.meetings.get(m1)!.metadata.endcallbackurl, /\/api\/bbb\/callbacks\/end\//)
  const again = await app.inject({
    method: 'POST',
    url: `/api/bbb/conferences/${m1}/start`,
    headers: bearer(admin),
    payload: {},
  })
  t.equal(again.json().conference.serverId, b.id, 'starting again is idempotent')
  const m2 = await create()
  const tagged = await app.inject({
    method: 'POST',
    url: `/api/bbb/conferences/${m2}/start`,
    headers: bearer(admin),
    payload: { tag: 'eu!' },
  })
  t.equal(tagged.json().conference.serverId, a.id, 'a required tag beats load')
  const m3 = await create()
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: `/api/bbb/conferences/${m3}/start`,
        headers: bearer(admin),
        payload: { tag: 'asia!' },
      })
    ).statusCode,
    409,
  )

  // Tenancy: another organization sees none of it.
  t.equal(
    (await app.inject({ method: 'POST', url: `/api/bbb/conferences/${m1}/join`, headers: bearer(northwind) }))
      .statusCode,
    404,
  )
  const northwindLive = (
    await app.inject({ method: 'GET', url: `/api/bbb/conferences?scope=live`, headers: bearer(northwind) })
  ).json()
  t.notOk(
    northwindLive.conferences.some((c: { meetingId: string }) => [m1, m2].includes(c.meetingId)),
    'another organization’s live tab has none of these',
  )
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/bbb/servers`, headers: bearer(admin) })).json().total,
    2,
    'admin sees the servers its meetings used',
  )
  t.equal((await app.inject({ method: 'GET', url: `/api/bbb/servers`, headers: bearer(northwind) })).json().total, 0)

  // Join: a signed URL that the fake server accepts and redirects into its client.
  const join = await app.inject({ method: 'POST', url: `/api/bbb/conferences/${m1}/join`, headers: bearer(admin) })
  const res = await fetch(join.json().url, { redirect: 'manual' })
  t.equal(res.status, 302)
  t.equal(quiet.meetings.get(m1)!.attendees[0].role, 'MODERATOR')
  const live = (
    await app.inject({ method: 'GET', url: `/api/bbb/conferences?scope=live`, headers: bearer(admin) })
  ).json()
  t.equal(
    live.conferences.filter((c: { conference: unknown }) => c.conference).length,
    2,
    'both started conferences are live (beside the demo meeting marked live)',
  )
  t.equal(live.conferences.find((c: { meetingId: string }) => c.meetingId === m1).conference.participants, 1)

  // Guests: link, access code, revocation.
  const link = (
    await app.inject({
      method: 'POST',
      url: `/api/bbb/conferences/${m1}/guest-link`,
      headers: bearer(admin),
      payload: { accessCode: '424242' },
    })
  ).json()
  t.match((await app.inject({ method: 'GET', url: `/api/bbb/guest/${link.token}` })).json(), {
    title: 'Candidate interview',
    needsAccessCode: true,
    live: true,
  })
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: `/api/bbb/guest/${link.token}/join`,
        payload: { name: 'Guest', accessCode: '000000' },
      })
    ).statusCode,
    401,
  )
  const guestJoin = await app.inject({
    method: 'POST',
    url: `/api/bbb/guest/${link.token}/join`,
    payload: { name: 'Gina Guest', accessCode: '424242' },
  })
  t.match(guestJoin.json().url, /role=VIEWER/)
  await app.inject({ method: 'DELETE', url: `/api/bbb/conferences/${m1}/guest-link`, headers: bearer(admin) })
  t.equal((await app.inject({ method: 'GET', url: `/api/bbb/guest/${link.token}` })).statusCode, 404, 'revoked')

  // Recording ready: a bad signature is 401; a good one imports playback and captions; a replay changes nothing.
  const forged = signHs256({ meeting_id: m1, record_id: 'r-x' }, 'not-the-secret')
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/bbb/callbacks/recording-ready',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `signed_parameters=${forged}`,
      })
    ).statusCode,
    401,
  )
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/bbb/callbacks/recording-ready',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'signed_parameters=garbage',
      })
    ).statusCode,
    401,
  )
  const gone = signHs256({ meeting_id: '00000000-0000-4000-8000-000000000000', record_id: 'r' }, quiet.secret)
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/bbb/callbacks/recording-ready',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `signed_parameters=${gone}`,
      })
    ).statusCode,
    410,
  )
  // The fake server posts to the service's public URL, which is not listening in this test: relay it by inject.
  quiet.meetings.get(m1)!.metadata['bbb-recording-ready-url'] = 'http://127.0.0.1:1/unused'
  await quiet.fireRecordingReady(m1, VTT).catch(() => null)
  const rec = quiet.recordings.at(-1)!
  const token = signHs256({ meeting_id: m1, record_id: rec.recordID }, quiet.secret)
  const ready = await app.inject({
    method: 'POST',
    url: '/api/bbb/callbacks/recording-ready',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `signed_parameters=${token}`,
  })
  t.same(ready.json(), { ok: true, message: 'Recording and transcript imported' })
  const transcript = (
    await app.inject({ method: 'GET', url: `/api/meetings/${m1}/transcript`, headers: bearer(admin) })
  ).json()
  t.same(transcript.speakers.sort(), ['Ann', 'Bob'])
  const replay = await app.inject({
    method: 'POST',
    url: '/api/bbb/callbacks/recording-ready',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `signed_parameters=${token}`,
  })
  t.same(replay.json(), { ok: true, message: 'Already imported' })
  t.same(
    (await app.inject({ method: 'GET', url: `/api/bbb/conferences/${m1}`, headers: bearer(admin) }))
      .json()
      .conference.playback.map((p: { type: string }) => p.type),
    ['presentation', 'video'],
  )

  // End callback: a wrong token is 401; the right one ends the meeting and writes the minutes once.
  const endUrl = new URL(
    quiet.meetings.get(m2)
      ? quiet.meetings.get(m2)!.metadata.endcallbackurl
      : busy.meetings.get(m2)!.metadata.endcallbackurl,
  )
  t.equal((await app.inject({ method: 'GET', url: `${endUrl.pathname}?token=forged` })).statusCode, 401)
  t.equal(
    (await app.inject({ method: 'GET', url: `${endUrl.pathname}${endUrl.search}&recordingmarks=false` })).statusCode,
    200,
  )
  t.equal(
    (await app.inject({ method: 'GET', url: `${endUrl.pathname}${endUrl.search}&recordingmarks=false` })).statusCode,
    200,
    'a replay is harmless',
  )
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/meetings/${m2}`, headers: bearer(admin) })).json().status,
    'ended',
  )
  const usage = await db.selectFrom('usage_events').selectAll().where('kind', '=', 'conference-minutes').execute()
  t.equal(usage.length, 1, 'minutes recorded once')
  t.equal((usage[0].meta as { meetingId: string }).meetingId, m2)

  // Ending from Debrief.
  const ended = await app.inject({ method: 'POST', url: `/api/bbb/conferences/${m1}/end`, headers: bearer(admin) })
  t.equal(ended.json().conference.status, 'ended')
  t.notOk(quiet.meetings.get(m1), 'ended on the server')
})
