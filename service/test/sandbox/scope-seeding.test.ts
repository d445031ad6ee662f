import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'
import { ALL_CALENDARS, countsOf, seedCounts } from './scope-helpers.js'

// One service and database for the whole file (each subtest works on its own rows or checks relative to the seed).
const { app, db } = await buildTestApp(t)
const sb = sandboxOn(app)

t.test('a new organization gets its own seeded copy when it is created, with the seed’s sample sizes', async (t) => {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fullName: 'New Founder', email: 'founder@example.org', password: 'correct horse battery' },
  })
  t.equal(reg.statusCode, 201)
  const orgId = reg.json().userData.orgId as string
  const seed = await seedCounts(db)
  t.same(await countsOf(db, orgId), seed, 'copied with the organization, before any sandbox request')
  // Every sample table of the seed has rows, but those filled only by writes: invoice lines and figures (once an
  // invoice is edited), lecture ticks (once a lecture is toggled) and the e-commerce writes' tables (migration 0137).
  const writeOnly = [
    'sandbox_lecture_progress',
    'sandbox_store_settings',
    'sandbox_product_details',
    'sandbox_product_images',
    'sandbox_order_details',
    'sandbox_customer_notifications',
    'sandbox_checkout_requests',
    'sandbox_email_attachments',
  ]
  const sampled = Object.entries(seed).filter(
    ([table]) => !table.startsWith('sandbox_invoice_') && !writeOnly.includes(table),
  )
  t.ok(
    sampled.every(([, n]) => n > 0),
    'the seed copy has rows in every sample table',
  )
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(reg.json().accessToken) })
  const users = (await get('/api/apps/users?itemsPerPage=100')).json()
  t.equal(
    users.totalUsers,
    (await sb.get('/api/apps/users?itemsPerPage=100', 'demo')).json().totalUsers,
    'as many users as the seed',
  )
  t.same(await countsOf(db, orgId), seed, 'every table copied')
  t.same(
    (await get('/api/apps/kanban')).json(),
    (await sb.get('/api/apps/kanban', 'demo')).json(),
    'the same kanban state',
  )
  const events = (await get(ALL_CALENDARS)).json()
  t.ok(
    events.length > 0 && events.every((e: any) => Math.abs(Date.parse(e.start) - Date.now()) < 16 * 86_400_000),
    'events sit around today',
  )
  t.equal((await get('/api/dashboards/ecommerce')).statusCode, 200)
})

t.test('accounts without an organization read the seed copy and write nothing', async (t) => {
  const seed = await seedCounts(db)
  const demoUsers = (await sb.get('/api/apps/users?itemsPerPage=100', 'demo')).json()
  t.equal(demoUsers.totalUsers, seed.sandbox_users, 'the demo account reads the seed copy')
  t.equal((await sb.get('/api/dashboards/analytics', 'superadmin')).statusCode, 200, 'the superadmin reads it too')
  const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    [
      'POST',
      '/api/apps/calendar',
      {
        title: 'x',
        start: '2030-01-10T09:00:00.000Z',
        end: '2030-01-10T10:00:00.000Z',
        extendedProps: { calendar: 'Business' },
      },
    ],
    ['PUT', '/api/apps/calendar/1', { title: 'x' }],
    ['DELETE', `/api/apps/users/${demoUsers.users[0].id}`],
    ['POST', '/api/apps/email', { ids: [1], data: { isRead: true } }],
    ['POST', '/api/apps/chat/chats/1', { message: 'x', senderId: 11 }],
    ['POST', '/api/apps/kanban/board/add', { title: 'x' }],
    ['POST', '/api/apps/permissions', { name: 'x', assignedTo: [] }],
    // Refused before the body is looked at: a bad body from an account without an organization is still a 403.
    ['POST', '/api/apps/users', { nonsense: true }],
  ]
  for (const [method, url, body] of writes) {
    const res = await sb.send(method, url, body, 'superadmin')
    t.equal(res.statusCode, 403, `superadmin ${method} ${url}`)
    t.equal(res.json().code, 'DEBRIEF_SANDBOX_READ_ONLY')
    t.match(res.json().message, /without an organization/)
    t.equal((await sb.send(method, url, body, 'demo')).statusCode, 403, `demo ${method} ${url}`)
  }
  t.same(await seedCounts(db), seed, 'the seed copy is unchanged')
})
