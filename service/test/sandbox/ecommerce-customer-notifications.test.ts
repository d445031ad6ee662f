import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test('customer notifications: defaults, saved, 404 and 403', async (t) => {
  const sb = await sandboxApp(t)
  const id = (await sb.get('/api/apps/ecommerce/customers?itemsPerPage=1')).json().customers[0].customerId
  const url = `/api/apps/ecommerce/customers/${id}/notifications`
  const first = await sb.get(url)
  t.equal(first.statusCode, 200)
  t.equal(first.json().orderConfirmation, true)
  const next = { ...first.json(), delivered: false, promotions: true }
  t.same((await sb.send('PUT', url, next)).json(), next)
  t.same((await sb.get(url)).json(), next, 'kept')
  t.equal((await sb.send('PUT', url, { ...next, extra: true })).statusCode, 400)
  t.equal((await sb.get('/api/apps/ecommerce/customers/1/notifications')).statusCode, 404)
  t.equal((await sb.send('PUT', url, next, 'client')).statusCode, 403)
})
