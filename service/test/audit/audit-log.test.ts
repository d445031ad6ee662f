import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

t.test('security events land in the audit log: admins read their organization, the superadmin all', async (t) => {
  const { app } = await buildTestApp(t, { LOGIN_LIMIT_PER_ACCOUNT: '2' }, { jobs: false })
  const wrong = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-the-password' } })
  await wrong('client@example.com')
  await wrong('client@example.com')
  t.equal((await wrong('client@example.com')).statusCode, 429, 'locked')
  const admin = await login(app, 'admin')
  const client = await login(app, 'client').catch(() => null)
  t.equal(client, null, 'the locked account cannot sign in meanwhile')
  const victim = (
    await app.inject({ method: 'GET', url: '/api/accounts?q=client%40example.com', headers: bearer(admin) })
  ).json().accounts[0]
  t.equal(
    (
      await app.inject({
        method: 'PATCH',
        url: `/api/accounts/${victim.id}`,
        headers: bearer(admin),
        payload: { disabled: true },
      })
    ).statusCode,
    200,
  )
  await login(app, 'northwind')

  const list = (session: Awaited<ReturnType<typeof login>>, query = '') =>
    app.inject({ method: 'GET', url: `/api/audit-events?itemsPerPage=50${query}`, headers: bearer(session) })
  const ours = await list(admin)
  t.equal(ours.statusCode, 200)
  const kinds = ours.json().events.map((e: { kind: string }) => e.kind)
  for (const kind of ['sign-in-failed', 'sign-in-locked', 'sign-in', 'account-disabled'])
    t.ok(kinds.includes(kind), `${kind} recorded`)
  t.ok(
    ours.json().events.every((e: { orgId: string }) => e.orgId === admin.userData.orgId),
    'only the admin’s organization',
  )
  t.equal(ours.json().events[0].kind, 'account-disabled', 'newest first')
  t.ok(ours.json().events[0].requestId && ours.json().events[0].ip, 'with the request id and address')
  const failed = await list(admin, '&kind=sign-in-failed')
  t.equal(failed.json().total, 2, 'filtered by kind')

  const all = await list(await login(app, 'superadmin'))
  t.ok(
    all.json().events.some((e: { orgId: string | null }) => e.orgId && e.orgId !== admin.userData.orgId),
    'the superadmin reads every organization',
  )
  t.equal((await list(await login(app, 'demo'))).statusCode, 403, 'demo cannot read it')
})

t.test('sign-out, exports and transcript reveals are audited', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const admin = await login(app, 'admin')
  const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) })

  const meeting = (
    await as('POST', '/api/meetings', {
      title: 'Audited interview',
      kind: 'interview',
      scheduledAt: new Date().toISOString(),
      durationMinutes: 30,
    })
  ).json()
  t.equal(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/meetings/${meeting.id}/transcript`,
        headers: { ...bearer(admin), 'content-type': 'text/plain' },
        payload: 'Anna: my phone is +1 415 555 0100\nBoris: noted',
      })
    ).statusCode,
    200,
  )
  t.equal((await as('PUT', '/api/transcript-privacy', { maskTranscripts: true })).statusCode, 200)
  t.equal((await as('GET', `/api/meetings/${meeting.id}/transcript`)).json().masked, true)
  t.equal((await as('GET', `/api/meetings/${meeting.id}/transcript?reveal=true`)).json().masked, false)
  const csv = await as('GET', '/api/costs/export')
  t.equal(csv.statusCode, 200, csv.body.slice(0, 200))

  const other = await login(app, 'admin')
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other.cookie } })).statusCode,
    204,
  )

  const events = (await as('GET', '/api/audit-events?itemsPerPage=50')).json().events as {
    kind: string
    target: string
    meta: Record<string, unknown>
  }[]
  t.match(
    events.find((e) => e.kind === 'transcript-revealed'),
    { target: meeting.id, meta: { title: 'Audited interview' } },
    'the reveal names the meeting',
  )
  t.match(
    events.find((e) => e.kind === 'export'),
    { target: 'cost-rows.csv' },
    'the CSV export is recorded',
  )
  t.match(
    events.find((e) => e.kind === 'sign-out'),
    { target: admin.userData.id },
    'signing out is recorded for the account',
  )
})
