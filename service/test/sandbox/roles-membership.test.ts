import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'

// One service and database for the file; the subtests run in order.
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)
const newUser = {
  fullName: 'Rita Auditor',
  username: 'rita',
  email: 'rita@example.com',
  role: 'audit-team',
  currentPlan: 'team',
}
const made: { role?: number; user?: number } = {}

t.test('a new role gets a key, and a user can be added to it and moved into it', async (t) => {
  const role = await sb.send('POST', '/api/apps/roles', { name: 'Audit team', permissions: [] })
  t.equal(role.statusCode, 201, role.body)
  t.match(role.json(), { name: 'Audit team', userRole: 'audit-team', totalUsers: 0 })
  made.role = role.json().id
  const added = await sb.send('POST', '/api/apps/users', newUser)
  t.equal(added.statusCode, 201, added.body)
  t.equal(added.json().role, 'audit-team')
  made.user = added.json().id
  const moved = await sb.send('PUT', '/api/apps/users/3/role', { role: 'audit-team' })
  t.equal(moved.statusCode, 200, moved.body)
  t.equal(moved.json().role, 'audit-team')
  const listed = (await sb.get('/api/apps/roles')).json().roles.find((r: { id: number }) => r.id === made.role)
  t.equal(listed.totalUsers, 2, 'the role card counts its members')
  t.equal((await sb.get('/api/apps/users?role=audit-team')).json().totalUsers, 2)
  const twin = await sb.send('POST', '/api/apps/roles', { name: 'Audit  Team!', permissions: [] })
  t.equal(twin.statusCode, 201)
  t.equal(twin.json().userRole, `audit-team-${twin.json().id}`, 'a taken key gets the id')
})

t.test('an unknown role, another organization’s role and an unknown user are refused', async (t) => {
  const unknown = await sb.send('PUT', '/api/apps/users/3/role', { role: 'king' })
  t.equal(unknown.statusCode, 400)
  t.same(unknown.json().errors, { role: ['No such role in this sandbox'] })
  t.equal((await sb.send('POST', '/api/apps/users', { ...newUser, role: 'king' })).statusCode, 400)
  t.equal((await sb.send('PUT', '/api/apps/users/3/role', { role: 'Bad Key' })).statusCode, 400)
  t.equal((await sb.send('PUT', '/api/apps/users/9999/role', { role: 'editor' })).statusCode, 404)
  // Northwind never made "Audit team": the key is not a role of its copy.
  const theirs = await sb.send('PUT', '/api/apps/users/3/role', { role: 'audit-team' }, 'northwind')
  t.equal(theirs.statusCode, 400)
  t.equal((await sb.send('DELETE', `/api/apps/roles/${made.role}`, undefined, 'northwind')).statusCode, 404)
  t.equal((await sb.send('PUT', '/api/apps/users/3/role', { role: 'editor' }, 'demo')).statusCode, 403)
})

t.test('a role is deleted only when nobody holds it', async (t) => {
  const refused = await sb.send('DELETE', `/api/apps/roles/${made.role}`)
  t.equal(refused.statusCode, 409)
  t.match(refused.json(), {
    code: 'DEBRIEF_CONFLICT',
    message: '2 users still hold this role: assign them another role first',
  })
  t.equal((await sb.send('PUT', '/api/apps/users/3/role', { role: 'editor' })).statusCode, 200)
  const one = await sb.send('DELETE', `/api/apps/roles/${made.role}`)
  t.equal(one.json().message, '1 user still holds this role: assign them another role first')
  t.equal((await sb.send('DELETE', `/api/apps/users/${made.user}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/roles/${made.role}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/roles/${made.role}`)).statusCode, 404)
  t.notOk((await sb.get('/api/apps/roles')).json().roles.some((r: { id: number }) => r.id === made.role))
  t.equal((await sb.send('PUT', '/api/apps/users/3/role', { role: 'audit-team' })).statusCode, 400, 'its key is gone')
  t.equal((await sb.send('DELETE', '/api/apps/roles/1')).statusCode, 409, 'Administrator is held by seeded users')
})
