import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

t.test('profile: read and patch the account tab', async (t) => {
  const { app } = await buildTestApp(t)
  const session = await login(app, 'client')
  const get = () => app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })
  const before = (await get()).json()
  t.match(before, {
    email: 'client@example.com',
    role: 'client',
    orgName: 'Acme Talent',
    twoStepEnabled: false,
    phone: null,
    timezone: null,
  })

  const patch = (payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/account', headers: bearer(session), payload })
  const res = await patch({
    fullName: '  Chloé Client ',
    language: 'fr',
    phone: '+33 1 23 45 67 89',
    timezone: 'Europe/Paris',
  })
  t.equal(res.statusCode, 200)
  t.match(res.json(), {
    fullName: 'Chloé Client',
    language: 'fr',
    phone: '+33 1 23 45 67 89',
    timezone: 'Europe/Paris',
  })
  t.match((await get()).json(), { fullName: 'Chloé Client', language: 'fr' }, 'persisted')
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })
  t.equal(me.json().userData.language, 'fr', 'the session data follows')

  t.equal((await patch({ phone: null })).json().phone, null, 'phone cleared')
  t.equal((await patch({ language: 'de' })).statusCode, 400, 'only en, ru, fr, ar')
  const zone = await patch({ timezone: 'Mars/Olympus' })
  t.equal(zone.statusCode, 400)
  t.ok(zone.json().errors.timezone)
  t.equal((await patch({ email: 'other@example.com' })).statusCode, 400, 'the e-mail is not changed here')
  t.equal((await patch({})).statusCode, 400, 'nothing to change')
  t.equal((await app.inject({ method: 'GET', url: '/api/account' })).statusCode, 401)
})

t.test('notifications: defaults, then the saved matrix', async (t) => {
  const { app } = await buildTestApp(t)
  const session = await login(app, 'demo')
  const get = () => app.inject({ method: 'GET', url: '/api/account/notifications', headers: bearer(session) })
  const defaults = (await get()).json()
  t.same(Object.keys(defaults).sort(), [
    'analysis-failed',
    'billing',
    'meeting-reminder',
    'new-report',
    'weekly-digest',
  ])
  const wanted = {
    ...defaults,
    'weekly-digest': { email: false, browser: true, app: true },
    billing: { email: false, browser: false, app: false },
  }
  const put = await app.inject({
    method: 'PUT',
    url: '/api/account/notifications',
    headers: bearer(session),
    payload: wanted,
  })
  t.equal(put.statusCode, 200)
  t.same(put.json(), wanted)
  t.same((await get()).json(), wanted, 'persisted')
  const partial = await app.inject({
    method: 'PUT',
    url: '/api/account/notifications',
    headers: bearer(session),
    payload: { billing: { email: true, browser: true, app: true } },
  })
  t.equal(partial.statusCode, 400, 'the whole matrix is required')
  const other = await login(app, 'client')
  t.same(
    (await app.inject({ method: 'GET', url: '/api/account/notifications', headers: bearer(other) })).json(),
    defaults,
    'per account',
  )
})

t.test('billing-plans and connection tabs', async (t) => {
  const { app } = await buildTestApp(t)
  const client = await login(app, 'client')
  const plan = await app.inject({ method: 'GET', url: '/api/account/plan', headers: bearer(client) })
  t.equal(plan.statusCode, 200)
  t.match(plan.json(), { orgName: 'Acme Talent', plan: 'company', name: 'Company', currency: 'EUR' })
  t.ok(plan.json().features.length > 0)
  const demo = await app.inject({ method: 'GET', url: '/api/account/plan', headers: bearer(await login(app, 'demo')) })
  t.equal(demo.statusCode, 404)
  t.match(demo.json().message, /no organization/)

  const connections = (
    await app.inject({ method: 'GET', url: '/api/account/connections', headers: bearer(client) })
  ).json()
  t.same(connections.connections, [], 'nothing linked yet')
  t.same(
    connections.services.map((s: { id: string }) => s.id),
    ['bigbluebutton', 'smtp', 'llm'],
  )
  t.equal(connections.services.find((s: { id: string }) => s.id === 'smtp').configured, false, 'no SMTP_URL in tests')
  t.equal(connections.services.find((s: { id: string }) => s.id === 'bigbluebutton').configured, false)
})
