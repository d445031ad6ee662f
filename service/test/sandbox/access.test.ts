import t from 'tap'
import { sandboxApp } from './helpers.js'

/** Every write of the sandbox, with a valid body, so only the role decides. */
const WRITES: ['POST' | 'PUT' | 'DELETE', string, unknown?][] = [
  [
    'POST',
    '/api/apps/calendar',
    { title: 'x', start: '2030-01-01T09:00:00Z', end: '2030-01-01T10:00:00Z', extendedProps: { calendar: 'ETC' } },
  ],
  ['PUT', '/api/apps/calendar/1', { title: 'y' }],
  ['DELETE', '/api/apps/calendar/1'],
  ['POST', '/api/apps/chat/chats/1', { message: 'hi', senderId: 11 }],
  ['DELETE', '/api/apps/ecommerce/products/1'],
  ['DELETE', '/api/apps/ecommerce/reviews/1'],
  ['DELETE', '/api/apps/ecommerce/orders/1'],
  ['POST', '/api/apps/email', { ids: [1], data: { isRead: true } }],
  ['DELETE', '/api/apps/invoice/4987'],
  ['POST', '/api/apps/kanban/board/add', { title: 'New' }],
  ['PUT', '/api/apps/kanban/board/rename', { boardId: 1, newName: 'Renamed' }],
  ['PUT', '/api/apps/kanban/board/state-update', [1, 2, 3]],
  ['DELETE', '/api/apps/kanban/board/3'],
  ['POST', '/api/apps/kanban/item/add', { itemTitle: 't', boardName: 'In Review' }],
  ['PUT', '/api/apps/kanban/item/update', { item: { id: 1, title: 'z' } }],
  ['PUT', '/api/apps/kanban/item/state-update', { boardId: 1, ids: [1] }],
  ['DELETE', '/api/apps/kanban/item/2'],
  [
    'POST',
    '/api/apps/users',
    { fullName: 'A B', username: 'ab', email: 'ab@example.org', role: 'author', currentPlan: 'basic' },
  ],
  ['DELETE', '/api/apps/users/1'],
]

t.test('demo and client may read but not write; omc neither; anonymous 401', async (t) => {
  const sb = await sandboxApp(t)
  for (const [method, url, body] of WRITES) {
    for (const role of ['demo', 'client', 'omc'] as const) {
      const res = await sb.send(method, url, body, role)
      t.equal(res.statusCode, 403, `${role} ${method} ${url}`)
      t.equal(res.json().code, 'DEBRIEF_FORBIDDEN')
    }
    t.equal(
      (await sb.app.inject({ method, url, ...(body ? { payload: body as object } : {}) })).statusCode,
      401,
      `anonymous ${method} ${url}`,
    )
  }
  t.equal((await sb.get('/api/apps/ecommerce/products', 'demo')).json().total, 50, 'nothing changed')
})

t.test('admin may write; every body rejects unknown fields, wrong types and oversize strings', async (t) => {
  const sb = await sandboxApp(t)
  for (const [method, url, body] of WRITES) {
    const res = await sb.send(method, url, body)
    t.ok([201, 204].includes(res.statusCode), `admin ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`)
    if (!body || Array.isArray(body)) continue
    const withExtra = await sb.send(method, url, { ...(body as object), sneaky: true })
    t.equal(withExtra.statusCode, 400, `unknown field ${method} ${url}`)
    t.equal(withExtra.json().code, 'DEBRIEF_VALIDATION')
  }
  t.equal(
    (await sb.send('PUT', '/api/apps/kanban/board/state-update', ['a'])).statusCode,
    400,
    'wrong type in an id list',
  )
  t.equal(
    (await sb.send('POST', '/api/apps/kanban/board/add', { title: 'x'.repeat(201) })).statusCode,
    400,
    'oversize title',
  )
  t.equal(
    (await sb.send('POST', '/api/apps/kanban/board/add', { title: { text: 'x' } })).statusCode,
    400,
    'title of the wrong type',
  )
  t.equal((await sb.get(`/api/apps/ecommerce/products?q=${'a'.repeat(201)}`)).statusCode, 400, 'oversize query string')
  t.equal(
    (await sb.get('/api/apps/ecommerce/products?utm_source=web')).statusCode,
    200,
    'unknown query parameters are allowed',
  )
  t.equal((await sb.get('/api/apps/users/abc')).statusCode, 400, 'id of the wrong type')
})
