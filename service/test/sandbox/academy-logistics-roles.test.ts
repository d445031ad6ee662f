import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test(
  'academy: a lecture toggled complete stays complete and recounts its section; bad input is refused',
  async (t) => {
    const sb = await sandboxApp(t)
    const before = (await sb.get('/api/apps/academy/course-details')).json()
    const section = before.content.find((s: any) => s.topics.some((x: any) => !x.isCompleted))
    const topic = section.topics.findIndex((x: any) => !x.isCompleted)
    const done = section.topics.filter((x: any) => x.isCompleted).length

    const res = await sb.send('PUT', '/api/apps/academy/course-details/lectures', {
      sectionId: section.id,
      topic,
      isCompleted: true,
    })
    t.equal(res.statusCode, 200)
    const after = (await sb.get('/api/apps/academy/course-details')).json()
    const saved = after.content.find((s: any) => s.id === section.id)
    t.equal(saved.topics[topic].isCompleted, true, 'persisted')
    t.equal(saved.status, `${done + 1}/${section.topics.length}`, 'section status recounted')

    await sb.send('PUT', '/api/apps/academy/course-details/lectures', {
      sectionId: section.id,
      topic,
      isCompleted: false,
    })
    t.equal(
      (await sb.get('/api/apps/academy/course-details')).json().content.find((s: any) => s.id === section.id).topics[
        topic
      ].isCompleted,
      false,
      'and back',
    )

    t.equal(
      (
        await sb.send('PUT', '/api/apps/academy/course-details/lectures', {
          sectionId: 'section-99',
          topic: 0,
          isCompleted: true,
        })
      ).statusCode,
      404,
    )
    t.equal(
      (
        await sb.send('PUT', '/api/apps/academy/course-details/lectures', {
          sectionId: section.id,
          topic: 99,
          isCompleted: true,
        })
      ).statusCode,
      404,
    )
    const bad = await sb.send('PUT', '/api/apps/academy/course-details/lectures', {
      sectionId: section.id,
      topic: -1,
      isCompleted: 'yes',
    })
    t.equal(bad.statusCode, 400)
    t.match(bad.json(), { statusCode: 400, message: String })
    t.equal(
      (
        await sb.send(
          'PUT',
          '/api/apps/academy/course-details/lectures',
          { sectionId: section.id, topic, isCompleted: true },
          'client',
        )
      ).statusCode,
      403,
    )
  },
)

t.test('roles: seeded with members; add and edit with a permission matrix; names unique; refusals', async (t) => {
  const sb = await sandboxApp(t)
  const list = (await sb.get('/api/apps/roles')).json().roles
  t.equal(list.length, 5)
  const admin = list.find((r: any) => r.userRole === 'admin')
  const users = (await sb.get('/api/apps/users?role=admin')).json()
  t.equal(admin.totalUsers, users.totalUsers, 'members are the sample users of that role')
  t.ok(admin.members.length > 0 && admin.members.length <= 4)
  t.equal(admin.permissions.length, 9, 'one matrix row per module')

  const added = await sb.send('POST', '/api/apps/roles', {
    name: ' Auditor ',
    permissions: [{ module: 'reporting', read: true, write: false, create: false }],
  })
  t.equal(added.statusCode, 201)
  const role = added.json()
  t.match(role, { name: 'Auditor', userRole: 'auditor', totalUsers: 0, members: [] })
  t.same(
    role.permissions.find((p: any) => p.module === 'reporting'),
    { module: 'reporting', read: true, write: false, create: false },
  )
  t.same(
    role.permissions.find((p: any) => p.module === 'payroll'),
    { module: 'payroll', read: false, write: false, create: false },
    'missing modules have no rights',
  )

  const edited = await sb.send('PUT', `/api/apps/roles/${role.id}`, {
    name: 'Auditor',
    permissions: [{ module: 'payroll', read: true, write: true, create: true }],
  })
  t.equal(edited.statusCode, 200)
  const again = (await sb.get('/api/apps/roles')).json().roles.find((r: any) => r.id === role.id)
  t.same(
    again.permissions.find((p: any) => p.module === 'payroll'),
    { module: 'payroll', read: true, write: true, create: true },
    'persisted',
  )

  const dup = await sb.send('POST', '/api/apps/roles', { name: 'administrator', permissions: [] })
  t.equal(dup.statusCode, 409)
  t.same(Object.keys(dup.json().errors), ['name'])
  t.equal((await sb.send('PUT', '/api/apps/roles/9999', { name: 'X', permissions: [] })).statusCode, 404)
  t.equal((await sb.send('POST', '/api/apps/roles', { name: '   ', permissions: [] })).statusCode, 400)
  t.equal(
    (
      await sb.send('POST', '/api/apps/roles', {
        name: 'Y',
        permissions: [{ module: 'nope', read: true, write: true, create: true }],
      })
    ).statusCode,
    400,
  )
  const twice = await sb.send('POST', '/api/apps/roles', {
    name: 'Z',
    permissions: [
      { module: 'payroll', read: true, write: false, create: false },
      { module: 'payroll', read: false, write: false, create: false },
    ],
  })
  t.equal(twice.statusCode, 400)
  t.same(Object.keys(twice.json().errors), ['permissions'])
  t.equal((await sb.send('POST', '/api/apps/roles', { name: 'W', permissions: [] }, 'client')).statusCode, 403)
})

t.test('invoice: sent by mail lands in the outbox with its total; unknown invoice 404; bad address 400', async (t) => {
  const sb = await sandboxApp(t)
  const [first] = (await sb.get('/api/apps/invoice?itemsPerPage=1')).json().invoices
  const to = `billing-${Date.now()}@example.com`
  const res = await sb.send('POST', `/api/apps/invoice/${first.id}/send`, {
    to,
    subject: `Invoice #${first.id}`,
    message: 'Please find your invoice below.',
  })
  t.equal(res.statusCode, 202)
  t.same(res.json(), { to, subject: `Invoice #${first.id}`, queued: true })
  const rows = await sb.app.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).execute()
  t.equal(rows.length, 1, 'one mail in the outbox')
  t.match(rows[0].body, `Invoice #${first.id}`)
  t.match(rows[0].body, `Total: $${first.total.toFixed(2)}`)
  t.match(rows[0].body, /^Please find your invoice below\./)

  t.equal((await sb.send('POST', '/api/apps/invoice/999999/send', { to, subject: 'x', message: '' })).statusCode, 404)
  t.equal(
    (await sb.send('POST', `/api/apps/invoice/${first.id}/send`, { to: 'not-an-address', subject: 'x', message: '' }))
      .statusCode,
    400,
  )
  t.equal(
    (await sb.send('POST', `/api/apps/invoice/${first.id}/send`, { to, subject: 'x', message: '' }, 'client'))
      .statusCode,
    403,
  )
})

t.test('logistics: one vehicle by id as the list shows it; unknown 404', async (t) => {
  const sb = await sandboxApp(t)
  const [first] = (await sb.get('/api/apps/logistics/vehicles?itemsPerPage=1')).json().vehicles
  const res = await sb.get(`/api/apps/logistics/vehicles/${first.id}`)
  t.equal(res.statusCode, 200)
  t.same(res.json(), first)
  t.equal((await sb.get('/api/apps/logistics/vehicles/9999')).statusCode, 404)
  t.equal((await sb.get('/api/apps/logistics/vehicles/abc')).statusCode, 400)
})
