import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

/**
 * Tenant isolation on every product route: Acme's records are invisible to Northwind's admin (404, never
 * 403, so ids reveal nothing), roles without the ability get 403, and no token gets 401.
 */
t.test('every product route is scoped to the caller’s organization', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'northwind', 'demo', 'omc', 'client'])
  const acmeOrg = s.admin.userData.orgId!
  const meeting = await db
    .selectFrom('meetings')
    .select('id')
    .where('org_id', '=', acmeOrg)
    .where('status', '=', 'analyzed')
    .executeTakeFirstOrThrow()
  const report = await db
    .selectFrom('reports')
    .select('id')
    .where('org_id', '=', acmeOrg)
    .where('status', '=', 'ready')
    .executeTakeFirstOrThrow()
  const analysis = await db.selectFrom('analyses').select('id').where('org_id', '=', acmeOrg).executeTakeFirstOrThrow()
  const profile = await db
    .selectFrom('digital_profiles')
    .select('id')
    .where('org_id', '=', acmeOrg)
    .executeTakeFirstOrThrow()
  const northProfile = await db
    .selectFrom('digital_profiles')
    .select('id')
    .where('org_id', '=', s.northwind.userData.orgId!)
    .executeTakeFirstOrThrow()

  const recordRoutes: [string, string, unknown?][] = [
    ['GET', `/api/meetings/${meeting.id}`],
    ['PATCH', `/api/meetings/${meeting.id}`, { title: 'Taken over' }],
    ['DELETE', `/api/meetings/${meeting.id}`],
    ['GET', `/api/meetings/${meeting.id}/transcript`],
    ['POST', `/api/meetings/${meeting.id}/analyses`, { kinds: ['self'] }],
    ['GET', `/api/jobs/${analysis.id}`],
    ['POST', `/api/jobs/${analysis.id}/cancel`],
    ['GET', `/api/reports/${report.id}`],
    ['DELETE', `/api/reports/${report.id}`],
    ['POST', `/api/reports/${report.id}/rerun`],
    ['POST', `/api/reports/${report.id}/share`, {}],
    ['DELETE', `/api/reports/${report.id}/share`],
    ['GET', `/api/profiles/${profile.id}`],
    ['PATCH', `/api/profiles/${profile.id}`, { title: 'Taken over' }],
    ['POST', `/api/profiles/${profile.id}/merge`, { otherId: northProfile.id }],
  ]
  const inject = (method: string, url: string, payload: unknown, headers: Record<string, string>) =>
    app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  for (const [method, url, payload] of recordRoutes) {
    const other = await inject(method, url, payload, { authorization: `Bearer ${s.northwind.token}` })
    t.equal(other.statusCode, 404, `northwind ${method} ${url}`)
    for (const role of ['demo', 'omc'] as const) {
      t.equal(
        (await inject(method, url, payload, { authorization: `Bearer ${s[role].token}` })).statusCode,
        403,
        `${role} ${method} ${url}`,
      )
    }
    t.equal((await inject(method, url, payload, {})).statusCode, 401, `anonymous ${method} ${url}`)
  }
  // Merging another organization's profile into one's own is a 404 as well.
  const mergeIn = await api(app, s.northwind).post(`/api/profiles/${northProfile.id}/merge`, { otherId: profile.id })
  t.equal(mergeIn.statusCode, 404, 'northwind cannot absorb an Acme profile')
  // The upload route has its own body parsers; check it too.
  const upload = await app.inject({
    method: 'PUT',
    url: `/api/meetings/${meeting.id}/transcript`,
    headers: { authorization: `Bearer ${s.northwind.token}`, 'content-type': 'text/plain' },
    payload: 'A: hello',
  })
  t.equal(upload.statusCode, 404, 'northwind PUT transcript')

  const lists = ['/api/meetings', '/api/reports', '/api/profiles']
  for (const url of lists) {
    const [key] = url.split('/').slice(-1)
    const acme = (await api(app, s.admin).get(`${url}?itemsPerPage=100`)).json()
    const north = (await api(app, s.northwind).get(`${url}?itemsPerPage=100`)).json()
    t.ok(acme.total > 0 && north.total > 0, `${url} has seeded rows in both organizations`)
    t.ok(
      acme[key].every((r: { orgId: string }) => r.orgId === acmeOrg),
      `${url}: Acme sees only Acme`,
    )
    t.notOk(
      north[key].some((r: { orgId: string }) => r.orgId === acmeOrg),
      `${url}: Northwind sees no Acme row`,
    )
    for (const role of ['demo', 'omc'] as const)
      t.equal((await api(app, s[role]).get(url)).statusCode, 403, `${role} ${url}`)
    t.equal((await api(app).get(url)).statusCode, 401, `anonymous ${url}`)
  }
  t.equal((await api(app).post('/api/meetings', {})).statusCode, 401, 'anonymous create')
  t.equal(
    (
      await api(app, s.demo).post('/api/meetings', {
        title: 'x',
        kind: 'other',
        scheduledAt: '2026-01-01T00:00:00Z',
        durationMinutes: 5,
      })
    ).statusCode,
    403,
    'demo create',
  )

  // A client reads reports and requests analyses, but may neither share nor delete reports.
  t.equal((await api(app, s.client).get(`/api/reports/${report.id}`)).statusCode, 200, 'client reads a report')
  t.equal((await api(app, s.client).post(`/api/reports/${report.id}/share`, {})).statusCode, 403, 'client cannot share')
  t.equal(
    (await api(app, s.client).delete(`/api/reports/${report.id}`)).statusCode,
    403,
    'client cannot delete a report',
  )
  t.equal(
    (await api(app, s.client).patch(`/api/profiles/${profile.id}`, { title: 'x' })).statusCode,
    403,
    'client cannot edit a profile',
  )
})
