import t from 'tap'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

t.test('servers: register, secret never returned, test connection, polling, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const [su, admin, client] = await Promise.all([login(app, 'superadmin'), login(app, 'admin'), login(app, 'client')])

  const bad = await app.inject({
    method: 'POST',
    url: '/api/bbb/servers',
    headers: bearer(su),
    payload: { name: 'x', url: 'ftp://x', secret: '12345678' },
  })
  t.equal(bad.statusCode, 400)
  const byClient = await app.inject({
    method: 'POST',
    url: '/api/bbb/servers',
    headers: bearer(client),
    payload: { name: 'x', url: fake.url, secret: fake.secret },
  })
  t.equal(byClient.statusCode, 403, 'a client registers no server (admins register their organization’s)')

  const server = await registerServer(app, su, fake, { tags: ['eu'] })
  t.same((server as unknown as { tags: string[] }).tags, ['eu'])
  const got = await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}`, headers: bearer(su) })
  t.equal(got.json().secretSet, true)
  t.notMatch(got.body, fake.secret, 'the secret never leaves the service')
  const stored = await db
    .selectFrom('bbb_servers')
    .select('secret_sealed')
    .where('id', '=', server.id)
    .executeTakeFirstOrThrow()
  t.notMatch(stored.secret_sealed, fake.secret, 'sealed at rest')
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/bbb/servers',
        headers: bearer(su),
        payload: { name: 'dup', url: fake.url, secret: fake.secret },
      })
    ).statusCode,
    409,
  )

  const test = await app.inject({ method: 'POST', url: `/api/bbb/servers/${server.id}/test`, headers: bearer(su) })
  t.match(test.json(), { ok: true, version: '3.0.4', error: null })
  await app.inject({
    method: 'PATCH',
    url: `/api/bbb/servers/${server.id}`,
    headers: bearer(su),
    payload: { secret: 'wrong-secret-123' },
  })
  t.match(
    (await app.inject({ method: 'POST', url: `/api/bbb/servers/${server.id}/test`, headers: bearer(su) })).json(),
    { ok: false, error: 'checksum rejected by the server' },
  )
  await app.inject({
    method: 'PATCH',
    url: `/api/bbb/servers/${server.id}`,
    headers: bearer(su),
    payload: { secret: fake.secret },
  })

  // Admins see their own servers and the shared ones their conferences used: none yet.
  t.equal((await app.inject({ method: 'GET', url: '/api/bbb/servers', headers: bearer(admin) })).json().total, 0)
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}`, headers: bearer(client) })).statusCode,
    404,
  )

  // Polling: online after one success, with the meetings' figures.
  fake.addMeeting({
    meetingID: 'live-1',
    createTime: Date.now() - 3600_000,
    attendees: [
      { userID: 'u1', fullName: 'Ann', role: 'MODERATOR', hasVideo: true },
      { userID: 'u2', fullName: 'Bob', role: 'VIEWER' },
    ],
  })
  const deps = { db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true }
  t.equal(await pollDueServers(deps), 1)
  t.equal(await pollDueServers(deps), 0, 'not due again within the interval')
  let list = (
    await app.inject({ method: 'GET', url: '/api/bbb/servers?status=online&tag=eu', headers: bearer(su) })
  ).json()
  t.equal(
    list.total,
    1,
    JSON.stringify((await app.inject({ method: 'GET', url: '/api/bbb/servers', headers: bearer(su) })).json()),
  )
  t.match(list.servers[0], { online: true, meetings: 1, participants: 2, video: 1, load: 3, version: '3.0.4' })
  t.equal(list.servers[0].sparkline.length, 24)

  // Two failures in a row take it offline; the last known figures stay.
  fake.mode = 'fail'
  const due = () =>
    db
      .updateTable('bbb_servers')
      .set({ next_poll_at: new Date(0) })
      .execute()
  await due()
  await pollDueServers(deps)
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}`, headers: bearer(su) })).json().online,
    true,
  )
  await due()
  await pollDueServers(deps)
  const offline = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}`, headers: bearer(su) })
  ).json()
  t.match(offline, { online: false, participants: 2 })
  t.ok(offline.lastError)
  const failures = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}/failures`, headers: bearer(su) })
  ).json().failures
  t.equal(failures.length, 2)
  list = (await app.inject({ method: 'GET', url: '/api/bbb/servers?status=offline', headers: bearer(su) })).json()
  t.equal(list.total, 1)
  const samples = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}/samples?period=1h`, headers: bearer(su) })
  ).json()
  t.ok(samples.points.length >= 1)
  const live = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}/meetings`, headers: bearer(su) })
  ).json()
  t.ok(live.error, 'a server down answers its error, not a 500')
  fake.mode = 'ok'
  const meetings = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${server.id}/meetings`, headers: bearer(su) })
  ).json()
  t.equal(meetings.meetings[0].attendees.length, 2)
  const ended = await app.inject({
    method: 'POST',
    url: `/api/bbb/servers/${server.id}/meetings/live-1/end`,
    headers: bearer(su),
  })
  t.same(ended.json(), { running: false })
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: `/api/bbb/servers/${server.id}/meetings/live-1/end`,
        headers: bearer(admin),
      })
    ).statusCode,
    404,
  )
})

t.test('two instances polling share the servers without doubling', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const su = await login(app, 'superadmin')
  // Six spellings of the same fake server's address: six servers as far as the registry is concerned.
  const port = new URL(fake.url).port
  const urls = ['127.0.0.1', 'localhost'].flatMap((host) =>
    ['/bigbluebutton/', '/bigbluebutton', '/bigbluebutton/api'].map((p) => `http://${host}:${port}${p}`),
  )
  for (const url of urls) await registerServer(app, su, { ...fake, url })
  const deps = { db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true }
  const [a, b] = await Promise.all([pollDueServers(deps), pollDueServers({ ...deps })])
  t.equal(a + b, 6, 'each server claimed by exactly one instance')
  const counts = await db
    .selectFrom('bbb_samples')
    .select(['server_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('server_id')
    .execute()
  t.equal(counts.length, 6)
  t.ok(
    counts.every((c) => Number(c.n) === 1),
    'one sample per server',
  )
})
