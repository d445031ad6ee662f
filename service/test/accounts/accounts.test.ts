import t from 'tap'
import { bearer, buildTestApp, login, type DemoRole } from '../helpers/app.js'

t.test('every role against the accounts routes', async (t) => {
  const { app } = await buildTestApp(t)
  const expected: Record<DemoRole, number> = {
    superadmin: 200,
    admin: 200,
    northwind: 200,
    client: 403,
    demo: 403,
    omc: 403,
  }
  for (const [role, status] of Object.entries(expected) as [DemoRole, number][]) {
    const session = await login(app, role)
    const res = await app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(session) })
    t.equal(res.statusCode, status, `${role} lists accounts`)
    if (status === 403) t.equal(res.json().code, 'DEBRIEF_FORBIDDEN')
  }
  t.equal((await app.inject({ method: 'GET', url: '/api/accounts' })).statusCode, 401, 'signed out')
})

t.test('an admin sees and changes only its organization', async (t) => {
  const { app } = await buildTestApp(t)
  const acme = await login(app, 'admin')
  const northwind = await login(app, 'northwind')
  const list = (s: typeof acme, query = '') =>
    app.inject({ method: 'GET', url: `/api/accounts${query}`, headers: bearer(s) })
  const acmeAccounts = (await list(acme)).json()
  t.same(acmeAccounts.accounts.map((a: { email: string }) => a.email).sort(), [
    'admin@example.com',
    'client@example.com',
  ])
  t.ok(acmeAccounts.accounts.every((a: { orgId: string }) => a.orgId === acme.userData.orgId))
  const all = (await list(await login(app, 'superadmin'))).json()
  t.equal(all.total, 6, 'the superadmin sees every account')
  const client = acmeAccounts.accounts.find((a: { email: string }) => a.email === 'client@example.com')
  const cross = [
    await app.inject({
      method: 'PATCH',
      url: `/api/accounts/${client.id}`,
      headers: bearer(northwind),
      payload: { fullName: 'Hijacked' },
    }),
    await app.inject({ method: 'DELETE', url: `/api/accounts/${client.id}`, headers: bearer(northwind) }),
  ]
  for (const res of cross) t.equal(res.statusCode, 404, 'another organization’s account is not found')
  t.equal((await list(acme, `?q=CHRIS`)).json().total, 1, 'search is case-insensitive on name')
  t.equal((await list(acme, `?role=admin`)).json().accounts[0].email, 'admin@example.com')
  const sorted = (await list(acme, '?sortBy=email&orderBy=desc')).json().accounts.map((a: { email: string }) => a.email)
  t.same(sorted, ['client@example.com', 'admin@example.com'])
  const paged = (await list(acme, '?itemsPerPage=1&page=2')).json()
  t.equal(paged.accounts.length, 1)
  t.equal(paged.total, 2)
  t.equal(
    (await list(acme, '?q=chris&page=5')).json().total,
    1,
    'beyond the last page the total still honours the search',
  )
  t.equal((await list(acme, '?page=0')).statusCode, 400, 'page must be positive')
  t.equal((await list(acme, '?sortBy=password_hash')).statusCode, 400, 'unknown sort key')
})

t.test('invite, update, disable and delete', async (t) => {
  const { app, db } = await buildTestApp(t)
  const admin = await login(app, 'admin')
  const invite = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/accounts', headers: bearer(admin), payload })
  const created = await invite({ email: 'new.hire@example.com', fullName: 'New Hire', role: 'client' })
  t.equal(created.statusCode, 201)
  const account = created.json()
  t.equal(account.orgId, admin.userData.orgId, 'invited into the admin’s organization')
  t.equal(account.activated, false)
  const mail = await db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', 'new.hire@example.com')
    .executeTakeFirstOrThrow()
  t.match(mail.body, /reset-password\?token=/)
  t.equal(
    (await invite({ email: 'new.hire@example.com', fullName: 'Again', role: 'client' })).statusCode,
    409,
    'duplicate email',
  )
  t.equal(
    (await invite({ email: 'boss@example.com', fullName: 'Boss', role: 'superadmin' })).statusCode,
    403,
    'an admin cannot grant a platform role',
  )
  t.equal(
    (await invite({ email: 'x@example.com', fullName: 'X', role: 'client', extra: 1 })).statusCode,
    400,
    'unknown field',
  )
  t.equal((await invite({ email: 'not-an-email', fullName: 'X', role: 'client' })).statusCode, 400, 'bad email')
  const patch = (id: string, payload: object, s = admin) =>
    app.inject({ method: 'PATCH', url: `/api/accounts/${id}`, headers: bearer(s), payload })
  const promoted = await patch(account.id, { role: 'admin', fullName: 'New Admin' })
  t.equal(promoted.statusCode, 200)
  t.equal(promoted.json().role, 'admin')
  t.equal((await patch(account.id, { role: 'superadmin' })).statusCode, 403, 'an admin cannot hand out superadmin')
  t.equal((await patch(admin.userData.id, { disabled: true })).statusCode, 409, 'cannot disable yourself')
  t.equal((await patch(account.id, {})).statusCode, 400, 'empty patch')
  const client = await login(app, 'client')
  const clientId = client.userData.id
  t.equal((await patch(clientId, { disabled: true })).json().disabled, true)
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: client.cookie } })).statusCode,
    401,
    'disabling revokes sessions',
  )
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'client@example.com', password: 'demo-client' },
  })
  t.equal(signIn.statusCode, 403, 'a disabled account cannot sign in')
  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/accounts/${account.id}`, headers: bearer(admin) })).statusCode,
    204,
  )
  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/accounts/${account.id}`, headers: bearer(admin) })).statusCode,
    404,
    'gone',
  )
  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/accounts/not-a-uuid`, headers: bearer(admin) })).statusCode,
    400,
  )
})

t.test('the superadmin invites into any organization and creates platform roles', async (t) => {
  const { app } = await buildTestApp(t)
  const root = await login(app, 'superadmin')
  const northwindOrg = (await login(app, 'northwind')).userData.orgId
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(root),
    payload: { email: 'nw.client@example.com', fullName: 'NW Client', role: 'client', orgId: northwindOrg },
  })
  t.equal(res.statusCode, 201)
  t.equal(res.json().orgId, northwindOrg)
  const omc = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(root),
    payload: { email: 'analyst@example.com', fullName: 'Analyst', role: 'omc' },
  })
  t.equal(omc.statusCode, 201)
  t.equal(omc.json().orgId, null)
  const noOrg = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(root),
    payload: { email: 'c@example.com', fullName: 'C', role: 'client' },
  })
  t.equal(noOrg.statusCode, 400)
})
