import t from 'tap'
import { checkSorts, sandboxApp } from './helpers.js'

const newUser = {
  fullName: 'Ada Quill',
  username: 'adaquill',
  email: 'ada@example.org',
  company: 'Quill Labs',
  country: 'France',
  contact: '+33 1 23 45 67 89',
  role: 'editor',
  currentPlan: 'team',
  status: 'Pending',
}

t.test('list: filters, search, sorting, paging and the page-1 fallback', async (t) => {
  const sb = await sandboxApp(t)
  const first = (await sb.get('/api/apps/users')).json()
  t.same(
    { totalUsers: first.totalUsers, totalPages: first.totalPages, page: first.page, n: first.users.length },
    { totalUsers: 50, totalPages: 5, page: 1, n: 10 },
  )
  const all = (await sb.get('/api/apps/users?itemsPerPage=100')).json().users
  for (const [param, field, value] of [
    ['role', 'role', 'editor'],
    ['plan', 'currentPlan', 'team'],
    ['status', 'status', 'Active'],
  ] as const) {
    const res = (await sb.get(`/api/apps/users?${param}=${value}&itemsPerPage=100`)).json()
    t.equal(res.totalUsers, all.filter((u: any) => u[field] === value).length, `${param}=${value}`)
  }
  const email = all[7].email
  t.ok(
    (await sb.get(`/api/apps/users?q=${encodeURIComponent(email.toUpperCase())}`))
      .json()
      .users.some((u: any) => u.id === all[7].id),
  )
  const beyond = (await sb.get('/api/apps/users?page=9')).json()
  t.equal(beyond.page, 1, 'beyond the last page: page 1')
  t.same(beyond.users, first.users)
  t.same((await sb.get('/api/apps/users?page=x&itemsPerPage=y')).json(), first, 'non-numeric: defaults')
  const p2 = (await sb.get('/api/apps/users?page=2&itemsPerPage=20')).json()
  t.same(
    { page: p2.page, totalPages: p2.totalPages, ids: p2.users.map((u: any) => u.id) },
    { page: 2, totalPages: 3, ids: all.slice(20, 40).map((u: any) => u.id) },
  )
  await checkSorts(t, sb, '/api/apps/users', 'users', {
    user: (u) => u.fullName,
    email: (u) => u.email,
    role: (u) => u.role,
    plan: (u) => u.currentPlan,
    status: (u) => u.status,
  })
})

t.test('detail, create (id = last + 1), delete', async (t) => {
  const sb = await sandboxApp(t)
  const one = (await sb.get('/api/apps/users/3')).json()
  t.same(Object.keys(one).sort(), [
    'avatar',
    'company',
    'contact',
    'country',
    'currentPlan',
    'email',
    'fullName',
    'id',
    'language',
    'projectDone',
    'role',
    'status',
    'taskDone',
    'taxId',
    'username',
  ])
  const missing = await sb.get('/api/apps/users/999')
  t.equal(missing.statusCode, 404)
  t.equal(missing.json().message, 'User not found')
  const created = await sb.send('POST', '/api/apps/users', newUser)
  t.equal(created.statusCode, 201)
  t.match(created.json(), { ...newUser, id: 51 })
  t.equal((await sb.get('/api/apps/users')).json().totalUsers, 51)
  t.equal((await sb.send('DELETE', '/api/apps/users/51')).statusCode, 204)
  const again = await sb.send('DELETE', '/api/apps/users/51')
  t.equal(again.statusCode, 404)
  t.equal(again.json().message, 'User not found')
  for (const body of [
    { ...newUser, role: 'king' },
    { ...newUser, email: 'not-an-email' },
    { ...newUser, fullName: 'x'.repeat(121) },
    { ...newUser, billing: 'Auto' },
    { ...newUser, taskDone: 'many' },
  ]) {
    t.equal((await sb.send('POST', '/api/apps/users', body)).statusCode, 400, JSON.stringify(body).slice(0, 80))
  }
})
