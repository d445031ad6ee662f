import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'
import { ALL_CALENDARS } from './scope-helpers.js'

// One service and database for the whole file (each subtest works on its own rows or checks relative to the seed).
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)

const event = {
  title: 'Acme board meeting',
  start: '2030-01-10T09:00:00.000Z',
  end: '2030-01-10T10:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business' },
}

t.test('calendar: an event one organization creates, edits and deletes is never the other’s', async (t) => {
  const northwindBefore = (await sb.get(ALL_CALENDARS, 'northwind')).json()
  const created = await sb.send('POST', '/api/apps/calendar', event, 'admin')
  t.equal(created.statusCode, 201)
  const id = created.json().id
  t.notOk(
    (await sb.get(ALL_CALENDARS, 'northwind')).json().some((e: any) => e.title === event.title),
    'Northwind does not see it',
  )
  // Ids are per organization: Northwind has no such event, and answers it as the template answers any unknown event.
  const edit = await sb.send('PUT', `/api/apps/calendar/${id}`, { title: 'Hijacked' }, 'northwind')
  t.equal(edit.statusCode, 400)
  t.equal(edit.body, 'Something Went Wrong')
  t.equal((await sb.send('DELETE', `/api/apps/calendar/${id}`, undefined, 'northwind')).statusCode, 400)
  t.equal(
    (await sb.get(ALL_CALENDARS, 'admin')).json().find((e: any) => e.id === id).title,
    event.title,
    'Acme’s event untouched',
  )

  // A seeded event both copies share by id: Acme's edit and delete stay in Acme's copy.
  const seeded = northwindBefore[0]
  t.equal((await sb.send('PUT', `/api/apps/calendar/${seeded.id}`, { title: 'Acme only' }, 'admin')).statusCode, 201)
  t.same(
    (await sb.get(ALL_CALENDARS, 'northwind')).json(),
    northwindBefore,
    'Northwind’s copy unchanged after the edit',
  )
  t.equal((await sb.send('DELETE', `/api/apps/calendar/${seeded.id}`, undefined, 'admin')).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/calendar/${id}`, undefined, 'admin')).statusCode, 204)
  t.same((await sb.get(ALL_CALENDARS, 'northwind')).json(), northwindBefore, 'nor after the deletes')
  t.same(
    (await sb.get(ALL_CALENDARS, 'demo')).json().map((e: any) => e.id),
    northwindBefore.map((e: any) => e.id),
    'the seed copy neither',
  )
})

t.test('chat: messages typed in one organization are not read by another', async (t) => {
  const chats = (await sb.get('/api/apps/chat/chats-and-contacts', 'admin')).json()
  const contact = chats.chatsContacts[0]
  const sent = await sb.send(
    'POST',
    `/api/apps/chat/chats/${contact.id}`,
    { message: 'Acme secret', senderId: 11 },
    'admin',
  )
  t.equal(sent.statusCode, 201)
  t.match((await sb.get(`/api/apps/chat/chats/${contact.id}`, 'admin')).json().chat.messages.at(-1), {
    message: 'Acme secret',
  })
  const theirs = (await sb.get(`/api/apps/chat/chats/${contact.id}`, 'northwind')).json()
  t.notOk(
    theirs.chat.messages.some((m: any) => m.message === 'Acme secret'),
    'Northwind’s chat lacks it',
  )
  const list = (await sb.get('/api/apps/chat/chats-and-contacts', 'northwind')).json()
  t.notOk(JSON.stringify(list).includes('Acme secret'), 'nor its chat list')
})

t.test('email: mails composed and bulk-changed in one organization stay there; another’s id is 404', async (t) => {
  const composed = await sb.send(
    'POST',
    '/api/apps/email/compose',
    { to: ['ann@example.com'], subject: 'Acme plans', message: '<p>x</p>' },
    'admin',
  )
  t.equal(composed.statusCode, 201)
  const id = composed.json().id
  t.ok((await sb.get('/api/apps/email?filter=sent', 'admin')).json().emails.some((m: any) => m.id === id))
  t.notOk(
    (await sb.get('/api/apps/email?filter=sent', 'northwind'))
      .json()
      .emails.some((m: any) => m.subject === 'Acme plans'),
    'not in Northwind’s sent',
  )
  const foreign = await sb.send('POST', '/api/apps/email', { ids: [id], data: { isDeleted: true } }, 'northwind')
  t.equal(foreign.statusCode, 404, 'Northwind cannot trash it')
  t.equal(foreign.json().code, 'DEBRIEF_NOT_FOUND')
  t.equal((await sb.send('POST', '/api/apps/email', { ids: [id], data: { isDeleted: true } }, 'admin')).statusCode, 201)
  t.ok(
    (await sb.get('/api/apps/email?filter=trashed', 'admin')).json().emails.some((m: any) => m.id === id),
    'trashed in Acme',
  )

  // A bulk change of seeded mails: only the caller's copy.
  const inbox = (await sb.get('/api/apps/email?filter=inbox', 'northwind'))
    .json()
    .emails.slice(0, 2)
    .map((m: any) => m.id)
  t.equal(
    (await sb.send('POST', '/api/apps/email', { ids: inbox, data: { isStarred: true } }, 'admin')).statusCode,
    201,
  )
  const theirs = (await sb.get('/api/apps/email?filter=inbox', 'northwind'))
    .json()
    .emails.filter((m: any) => inbox.includes(m.id))
  const seed = (await sb.get('/api/apps/email?filter=inbox', 'demo'))
    .json()
    .emails.filter((m: any) => inbox.includes(m.id))
  t.same(
    theirs.map((m: any) => m.isStarred),
    seed.map((m: any) => m.isStarred),
    'Northwind’s stars are the seed’s',
  )
})

t.test('users, invoices, kanban, permissions and dashboards are per organization', async (t) => {
  const user = await sb.send(
    'POST',
    '/api/apps/users',
    { fullName: 'Ada Quill', username: 'adaquill', email: 'ada@example.org', role: 'editor', currentPlan: 'team' },
    'admin',
  )
  t.equal(user.statusCode, 201)
  t.equal((await sb.get(`/api/apps/users/${user.json().id}`, 'northwind')).statusCode, 404, 'Northwind: no such user')
  t.equal((await sb.send('DELETE', `/api/apps/users/${user.json().id}`, undefined, 'northwind')).statusCode, 404)
  t.equal((await sb.get(`/api/apps/users/${user.json().id}`, 'admin')).statusCode, 200)

  const clients = (await sb.get('/api/apps/invoice/clients', 'admin')).json()
  const [first] = (await sb.get('/api/apps/invoice?itemsPerPage=1', 'admin')).json().invoices
  const invoice = await sb.send(
    'POST',
    '/api/apps/invoice',
    {
      clientEmail: clients[0].companyEmail,
      issuedDate: first.issuedDate,
      dueDate: first.dueDate,
      note: '',
      taxPercent: 0,
      discount: 0,
      lines: [{ item: 'Acme work', description: '', cost: 10, qty: 1 }],
    },
    'admin',
  )
  t.equal(invoice.statusCode, 201)
  const invoiceId = invoice.json().invoice.id
  t.equal((await sb.get(`/api/apps/invoice/${invoiceId}`, 'northwind')).statusCode, 404, 'Northwind: no such invoice')
  t.equal((await sb.get(`/api/apps/invoice/${invoiceId}/document`, 'northwind')).statusCode, 404)
  t.equal((await sb.send('DELETE', `/api/apps/invoice/${invoiceId}`, undefined, 'northwind')).statusCode, 404)

  const board = await sb.send('POST', '/api/apps/kanban/board/add', { title: 'Acme board' }, 'admin')
  t.equal(board.statusCode, 201)
  t.notOk((await sb.get('/api/apps/kanban', 'northwind')).json().boards.some((b: any) => b.title === 'Acme board'))
  t.equal(
    (
      await sb.send(
        'PUT',
        '/api/apps/kanban/board/rename',
        { boardId: board.json().id, newName: 'Mine now' },
        'northwind',
      )
    ).statusCode,
    404,
  )
  t.equal(
    (await sb.send('POST', '/api/apps/kanban/board/add', { title: 'Acme board' }, 'northwind')).statusCode,
    201,
    'titles are unique per organization only',
  )

  const perm = await sb.send(
    'POST',
    '/api/apps/permissions',
    { name: 'Acme secret permission', assignedTo: ['support'] },
    'admin',
  )
  t.equal(perm.statusCode, 201)
  t.notOk(
    (await sb.get('/api/apps/permissions?q=acme&itemsPerPage=100', 'northwind')).json().permissions.length,
    'Northwind lists none of it',
  )
  t.equal((await sb.send('DELETE', `/api/apps/permissions/${perm.json().id}`, undefined, 'northwind')).statusCode, 404)

  const products = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=3', 'admin')).json().products
  for (const p of products)
    t.equal((await sb.send('DELETE', `/api/apps/ecommerce/products/${p.id}`, undefined, 'admin')).statusCode, 204)
  const acme = (await sb.get('/api/dashboards/ecommerce', 'admin')).json().stats.products
  const northwind = (await sb.get('/api/dashboards/ecommerce', 'northwind')).json().stats.products
  t.equal(acme, northwind - 3, 'the dashboard aggregates only the caller’s copy')
  t.equal(
    (await sb.get('/api/dashboards/analytics', 'admin')).json().kpis.users,
    (await sb.get('/api/dashboards/analytics', 'northwind')).json().kpis.users + 1,
  )
})
