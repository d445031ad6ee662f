import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'

// One service and database for the whole file; each subtest uses its own names and lectures.
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)

const LECTURES = '/api/apps/academy/course-details/lectures'
const SEEDED_ROLES = ['Administrator', 'Editor', 'Author', 'Maintainer', 'Subscriber']
const role = (name: string) => ({
  name,
  permissions: [{ module: 'reporting', read: true, write: false, create: false }],
})
const names = (res: { json(): any }) => res.json().roles.map((r: any) => r.name)

t.test('a lecture ticked and a role added in Acme are not Northwind’s', async (t) => {
  const details = (await sb.get('/api/apps/academy/course-details', 'admin')).json()
  const section = details.content.find((s: any) => s.topics.some((x: any) => !x.isCompleted))
  const topic = section.topics.findIndex((x: any) => !x.isCompleted)
  const ticked = await sb.send('PUT', LECTURES, { sectionId: section.id, topic, isCompleted: true }, 'admin')
  t.equal(ticked.statusCode, 200)
  const lectureOf = async (who: 'admin' | 'northwind' | 'demo') =>
    (await sb.get('/api/apps/academy/course-details', who)).json().content.find((s: any) => s.id === section.id).topics[
      topic
    ].isCompleted
  t.equal(await lectureOf('admin'), true, 'Acme sees its tick')
  t.equal(await lectureOf('northwind'), false, 'Northwind’s lecture is unticked')
  t.equal(await lectureOf('demo'), false, 'the seed copy’s too')

  const added = await sb.send('POST', '/api/apps/roles', role('Acme auditor'), 'admin')
  t.equal(added.statusCode, 201)
  const id = added.json().id
  t.ok(names(await sb.get('/api/apps/roles', 'admin')).includes('Acme auditor'))
  t.notOk(names(await sb.get('/api/apps/roles', 'northwind')).includes('Acme auditor'), 'Northwind does not list it')
  t.same(names(await sb.get('/api/apps/roles', 'northwind')), SEEDED_ROLES, 'Northwind has the seeded roles only')
  const reach = await sb.send('PUT', `/api/apps/roles/${id}`, role('Taken over'), 'northwind')
  t.equal(reach.statusCode, 404, 'Acme’s role id is 404 for Northwind')
  t.equal(
    (await sb.send('POST', '/api/apps/roles', role('Acme auditor'), 'northwind')).statusCode,
    201,
    'names are unique per organization only',
  )
  t.ok(names(await sb.get('/api/apps/roles', 'admin')).includes('Acme auditor'), 'Acme’s role is untouched')

  const vehicles = (await sb.get('/api/apps/logistics/vehicles?itemsPerPage=1', 'northwind')).json().vehicles
  t.equal(
    (await sb.get(`/api/apps/logistics/vehicles/${vehicles[0].id}`, 'northwind')).statusCode,
    200,
    'a vehicle of the caller’s copy',
  )
})

t.test('a new organization’s copy has the five roles; a reset restores them and the lectures', async (t) => {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fullName: 'Role Founder', email: 'roles@example.org', password: 'correct horse battery' },
  })
  t.equal(reg.statusCode, 201)
  const headers = bearer(reg.json().accessToken)
  const roles = (await app.inject({ method: 'GET', url: '/api/apps/roles', headers })).json().roles
  t.same(
    roles.map((r: any) => r.name),
    SEEDED_ROLES,
  )
  t.same(
    roles.map((r: any) => r.id),
    [1, 2, 3, 4, 5],
    'the seed’s ids',
  )
  t.ok(roles[0].totalUsers > 0, 'members counted from the organization’s own sample users')

  t.ok(
    names(await sb.get('/api/apps/roles', 'admin')).length > SEEDED_ROLES.length,
    'Acme has more roles than the seed before the reset',
  )
  t.equal((await sb.send('PUT', '/api/apps/roles/1', role('Renamed admin'), 'admin')).statusCode, 200)
  const before = (await sb.get('/api/apps/academy/course-details', 'demo')).json()
  const first = before.content[0]
  await sb.send('PUT', LECTURES, { sectionId: first.id, topic: 0, isCompleted: !first.topics[0].isCompleted }, 'admin')

  t.equal((await sb.send('POST', '/api/sandbox/reset', undefined, 'admin')).statusCode, 200)
  const after = (await sb.get('/api/apps/roles', 'admin')).json().roles
  t.same(
    after.map((r: any) => r.name),
    SEEDED_ROLES,
    'the five seeded roles back, the added one gone',
  )
  t.same(
    after.map((r: any) => r.id),
    [1, 2, 3, 4, 5],
  )
  t.same((await sb.get('/api/apps/academy/course-details', 'admin')).json(), before, 'lectures back to the document’s')
  t.equal(
    (await sb.send('POST', '/api/apps/roles', role('After reset'), 'admin')).json().id,
    6,
    'ids continue from the copy’s own',
  )
})

t.test('the demo account reads the seed roles; org-less accounts’ writes get 403', async (t) => {
  t.same(names(await sb.get('/api/apps/roles', 'demo')), SEEDED_ROLES)
  const writes: [method: 'POST' | 'PUT', url: string, body: unknown][] = [
    ['PUT', LECTURES, { sectionId: 'section-1', topic: 0, isCompleted: true }],
    ['POST', '/api/apps/roles', role('Demo role')],
    ['PUT', '/api/apps/roles/1', role('Demo rename')],
    ['POST', '/api/apps/invoice/4987/send', { to: 'x@example.org', subject: 'x', message: '' }],
  ]
  for (const [method, url, body] of writes) {
    t.equal((await sb.send(method, url, body, 'demo')).statusCode, 403, `demo ${method} ${url}`)
    // The superadmin may manage the sandbox but has no organization either: refused as read-only, not by its role.
    const res = await sb.send(method, url, body, 'superadmin')
    t.equal(res.statusCode, 403, `superadmin ${method} ${url}`)
    t.equal(res.json().code, 'DEBRIEF_SANDBOX_READ_ONLY', `superadmin ${method} ${url}`)
  }
  t.same(names(await sb.get('/api/apps/roles', 'demo')), SEEDED_ROLES, 'the seed copy unchanged')
})
