import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('the permission matrix comes from the enforced rules', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['admin', 'client', 'superadmin'])
  const admin = (await api(app, s.admin).get('/api/access/matrix')).json()
  t.same(admin.roles, ['admin', 'client'], "an admin sees its organization's roles")
  const cell = (role: string, subject: string) =>
    admin.cells.find((c: { role: string; subject: string }) => c.role === role && c.subject === subject)
  t.match(cell('admin', 'Template'), { actions: ['manage'], conditions: ['orgId'] })
  t.match(cell('client', 'Template'), { actions: ['read'], conditions: ['orgId'] })
  t.match(cell('client', 'Meeting'), { actions: ['create', 'read', 'update', 'delete'] })
  t.match(cell('client', 'Cost'), { actions: [] })
  t.equal((await api(app, s.client).get('/api/access/matrix')).statusCode, 403, 'a client has no account management')
  const all = (await api(app, s.superadmin).get('/api/access/matrix')).json()
  t.same(all.roles, ['superadmin', 'admin', 'client', 'demo', 'omc'])
})
