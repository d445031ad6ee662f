import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

t.test('security events land in the audit log: admins read their organization, the superadmin all', async (t) => {
  const { app } = await buildTestApp(t, { LOGIN_LIMIT_PER_ACCOUNT: '2' }, { jobs: false })
  const wrong = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-the-password' } })
  await wrong('client@example.com')
  await wrong('client@example.com')
  t.equal((await wrong('client@example.com')).statusCode, 429, 'locked')
  const admin = await login(app, 'admin')
  const client = await login(app, 'client').catch(() => null)
  t.equal(client, null, 'the locked account cannot sign in meanwhile')
  const victim = (await app.inject({ method: 'GET', url: '/api/accounts?q=client%40example.com', headers: bearer(admin) })).json().accounts[0]
  t.equal((await app.inject({ method: 'PATCH', url: `/api/accounts/${victim.id}`, headers: bearer(admin), payload: { disabled: true } })).statusCode, 200)
  await login(app, 'northwind')

  const list = (session: Awaited<ReturnType<typeof login>>, query = '') => app.inject({ method: 'GET', url: `/api/audit-events?itemsPerPage=50${query}`, headers: bearer(session) })
  const ours = await list(admin)
  t.equal(ours.statusCode, 200)
  const kinds = ours.json().events.map((e: { kind: string }) => e.kind)
  for (const kind of ['sign-in-failed', 'sign-in-locked', 'sign-in', 'account-disabled']) t.ok(kinds.includes(kind), `${kind} recorded`)
  t.ok(ours.json().events.every((e: { orgId: string }) => e.orgId === admin.userData.orgId), 'only the admin’s organization')
  t.equal(ours.json().events[0].kind, 'account-disabled', 'newest first')
  t.ok(ours.json().events[0].requestId && ours.json().events[0].ip, 'with the request id and address')
  const failed = await list(admin, '&kind=sign-in-failed')
  t.equal(failed.json().total, 2, 'filtered by kind')

  const all = await list(await login(app, 'superadmin'))
  t.ok(all.json().events.some((e: { orgId: string | null }) => e.orgId && e.orgId !== admin.userData.orgId), 'the superadmin reads every organization')
  t.equal((await list(await login(app, 'demo'))).statusCode, 403, 'demo cannot read it')
})
