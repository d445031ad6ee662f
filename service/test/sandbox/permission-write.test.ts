import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test('add, rename and delete a permission; a taken name is a 409 on the name field', async (t) => {
  const sb = await sandboxApp(t)
  const added = await sb.send('POST', '/api/apps/permissions', {
    name: ' Export reports ',
    assignedTo: ['manager', 'support'],
  })
  t.equal(added.statusCode, 201)
  const p = added.json()
  t.match(p, { name: 'Export reports', assignedTo: ['manager', 'support'] })
  t.ok(
    (await sb.get('/api/apps/permissions?q=export%20reports')).json().permissions.some((x: any) => x.id === p.id),
    'listed',
  )

  const dup = await sb.send('POST', '/api/apps/permissions', { name: 'EXPORT REPORTS', assignedTo: [] })
  t.equal(dup.statusCode, 409)
  t.ok(dup.json().errors.name, 'named on the field')

  const renamed = await sb.send('PUT', `/api/apps/permissions/${p.id}`, {
    name: 'Export all reports',
    assignedTo: ['administrator'],
  })
  t.equal(renamed.statusCode, 200)
  t.match(renamed.json(), { name: 'Export all reports', assignedTo: ['administrator'], createdDate: p.createdDate })
  t.equal(
    (await sb.send('PUT', `/api/apps/permissions/${p.id}`, { name: 'Export all reports', assignedTo: ['nobody'] }))
      .statusCode,
    400,
    'unknown role',
  )

  t.equal((await sb.send('DELETE', `/api/apps/permissions/${p.id}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/permissions/${p.id}`)).statusCode, 404)
  t.equal((await sb.send('POST', '/api/apps/permissions', { name: 'x', assignedTo: [] }, 'client')).statusCode, 403)
})
