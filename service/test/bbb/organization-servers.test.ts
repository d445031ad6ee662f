import t from 'tap'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { bearer, buildTestApp, login, type Session } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV } from './helpers.js'

t.test('an organization registers its own servers, which only its meetings use', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const [admin, client, northwind, su] = await Promise.all([
    login(app, 'admin'),
    login(app, 'client'),
    login(app, 'northwind'),
    login(app, 'superadmin'),
  ])
  const call = (s: Session, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) })
  const server = { name: 'Acme BBB', url: fake.url, secret: fake.secret }

  t.equal((await call(client, 'POST', '/api/bbb/servers', server)).statusCode, 403, 'a client does not register')
  const created = await call(admin, 'POST', '/api/bbb/servers', server)
  t.equal(created.statusCode, 201, created.body)
  const mine = created.json()
  t.equal(mine.orgId, admin.userData.orgId, 'the server is the organization’s')
  t.equal(mine.online, false, 'offline until it answers')
  t.same(
    (await call(client, 'GET', '/api/bbb/servers')).json().servers.map((x: { id: string }) => x.id),
    [mine.id],
    'the organization’s members see it',
  )
  t.equal((await call(northwind, 'GET', `/api/bbb/servers/${mine.id}`)).statusCode, 404, 'another org: 404')
  t.equal((await call(northwind, 'PATCH', `/api/bbb/servers/${mine.id}`, { state: 'disabled' })).statusCode, 404)
  t.notOk(
    (await call(northwind, 'GET', '/api/bbb/servers')).json().servers.some((x: { id: string }) => x.id === mine.id),
    'nor in its list',
  )
  t.equal(
    (await call(northwind, 'POST', '/api/bbb/servers', { ...server, name: 'Northwind BBB' })).statusCode,
    201,
    'the same address registered by another organization neither conflicts nor reveals the first',
  )
  t.equal((await call(su, 'GET', '/api/bbb/servers')).json().total, 2, 'the superadmin sees every server')

  const capacity = () => call(admin, 'GET', '/api/bbb/conferences/capacity').then((r) => r.json())
  t.same(await capacity(), { available: 0, own: 1 }, 'nothing can take a meeting before the server answers')
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true })
  t.same(await capacity(), { available: 1, own: 1 })
  t.same(
    (await call(client, 'GET', '/api/bbb/conferences/capacity')).json(),
    { available: 1, own: 1 },
    'a client reads it too (the screen says who can add servers)',
  )
  t.equal(
    (await call(admin, 'PATCH', `/api/bbb/servers/${mine.id}`, { state: 'cordoned' })).json().state,
    'cordoned',
    'the admin changes its own server',
  )
  t.same(await capacity(), { available: 0, own: 1 }, 'a cordoned server takes no new meeting')
  await call(admin, 'PATCH', `/api/bbb/servers/${mine.id}`, { state: 'enabled' })
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 0, allowPrivate: true })

  const meeting = async (s: Session) =>
    (
      await call(s, 'POST', '/api/meetings', {
        title: 'Team sync',
        kind: 'team',
        scheduledAt: new Date(Date.now() + 60_000).toISOString(),
        durationMinutes: 30,
      })
    ).json().id as string
  const acme = await meeting(admin)
  const started = await call(admin, 'POST', `/api/bbb/conferences/${acme}/start`, {})
  t.equal(started.statusCode, 200, started.body)
  t.equal(started.json().conference.serverId, mine.id, 'the meeting runs on the organization’s server')
  // Northwind's own server never answered a poll (its registration was after the first one; the second was
  // not due for it), and Acme's server is not Northwind's to use.
  await db.updateTable('bbb_servers').set({ online: false }).where('org_id', '=', northwind.userData.orgId).execute()
  const nw = await meeting(northwind)
  const refused = await call(northwind, 'POST', `/api/bbb/conferences/${nw}/start`, {})
  t.equal(refused.statusCode, 409, 'another organization’s server is never picked')
  t.notMatch(refused.json().message, /BBB_|LLM_|_URL/, 'the answer names no setting')
})

t.test('registration: a name that does not resolve yet is registered offline; errors name no setting', async (t) => {
  const { app, db } = await buildTestApp(t)
  const admin = await login(app, 'admin')
  const register = (url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bbb/servers',
      headers: bearer(admin),
      payload: { name: `x-${url.length}`, url, secret: 'a-secret-value' },
    })
  const later = await register('https://bbb.not-yet.invalid/bigbluebutton/')
  t.equal(later.statusCode, 201, later.body)
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60 })
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 0 })
  const offline = (
    await app.inject({ method: 'GET', url: `/api/bbb/servers/${later.json().id}`, headers: bearer(admin) })
  ).json()
  t.equal(offline.online, false, 'shown offline until it answers')
  t.match(offline.lastError, /bbb\.not-yet\.invalid does not resolve/, 'and says why in words')

  for (const url of ['http://127.0.0.1:8080/bigbluebutton/', 'http://10.0.0.7/bigbluebutton/']) {
    const res = await register(url)
    t.equal(res.statusCode, 400, `${url}: 400`)
    t.match(res.json().message, /private or loopback network/)
    t.notMatch(res.json().message, /BBB_ALLOW_PRIVATE|[A-Z]+_[A-Z]+/, 'no environment variable named')
  }
})

t.test('the conference tabs agree with the meeting list’s statuses', async (t) => {
  // No job workers: the demo data's analyses would move meetings from processing to analysed between the counts
  // (a busy run once counted one twice).
  const { app } = await buildTestApp(t, BBB_ENV, { jobs: false })
  const admin = await login(app, 'admin')
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) }).then((r) => r.json())
  const count = async (status: string) => (await get(`/api/meetings?status=${status}&itemsPerPage=100`)).total as number
  const live = await count('live')
  const ended = (await Promise.all(['ended', 'processing', 'analyzed', 'failed'].map(count))).reduce((a, b) => a + b)
  t.ok(live > 0 && ended > 0, `the demo organization has live (${live}) and ended (${ended}) meetings`)
  t.equal((await get('/api/bbb/conferences?scope=live')).total, live, 'the Live tab lists the live meetings')
  t.equal((await get('/api/bbb/conferences?scope=ended')).total, ended, 'the Ended tab lists the ended ones')
})
