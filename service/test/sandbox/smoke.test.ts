import t from 'tap'
import { sandboxApp } from './helpers.js'

const READS = [
  '/api/apps/academy/courses',
  '/api/apps/academy/course-details',
  '/api/apps/calendar?calendars=Business&calendars=Holiday',
  '/api/apps/chat/chats-and-contacts',
  '/api/apps/chat/chats/1',
  '/api/apps/ecommerce/products',
  '/api/apps/ecommerce/orders',
  '/api/apps/ecommerce/customers',
  '/api/apps/ecommerce/reviews',
  '/api/apps/ecommerce/referrals',
  '/api/apps/email',
  '/api/apps/invoice/clients',
  '/api/apps/invoice',
  '/api/apps/invoice/4987',
  '/api/apps/kanban',
  '/api/apps/logistics/vehicles',
  '/api/apps/permissions',
  '/api/apps/users',
  '/api/apps/users/1',
  '/api/pages/datatable',
  '/api/pages/faq',
  '/api/pages/help-center',
  '/api/pages/help-center/article',
  '/api/pages/profile?tab=profile',
  '/api/pages/profile?tab=teams',
  '/api/pages/profile?tab=projects',
  '/api/pages/profile?tab=connections',
  '/api/pages/profile/header',
]

t.test('every sandbox read answers 200 JSON for admin, client and demo', async (t) => {
  const sb = await sandboxApp(t)
  for (const url of READS) {
    for (const role of ['admin', 'client', 'demo'] as const) {
      const res = await sb.get(url, role)
      t.equal(res.statusCode, 200, `${role} ${url} ${res.statusCode === 200 ? '' : res.body}`)
    }
  }
})

t.test('omc may not read the sandbox; no token is 401', async (t) => {
  const sb = await sandboxApp(t)
  for (const url of READS) {
    t.equal((await sb.get(url, 'omc')).statusCode, 403, `omc ${url}`)
    t.equal((await sb.app.inject({ method: 'GET', url })).statusCode, 401, `anonymous ${url}`)
  }
})
