import t from 'tap'
import { abilityFor } from '../../src/permissions/ability.js'
import { productScreens } from '../../src/modules/search/app-bar/product-screens.js'
import { SCREENS } from '../../src/modules/search/app-bar/screens.js'
import { mayOpen } from '../../src/modules/search/app-bar/search.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'

const ORG = '00000000-0000-4000-8000-000000000001'
const opens = (role: 'client' | 'demo' | 'omc' | 'admin') => {
  const ability = abilityFor({ id: 'x', role, orgId: role === 'client' || role === 'admin' ? ORG : null })
  return new Set(productScreens.filter((s) => mayOpen(s, ([a, sub]) => ability.can(a, sub))).map((s) => s.path))
}

t.test('the catalogue: unique paths, every category titled', async (t) => {
  t.equal(new Set(SCREENS.map((s) => s.path)).size, SCREENS.length, 'no path twice')
  t.ok(SCREENS.length > 80, `${SCREENS.length} screens`)
})

t.test('product screens by role', async (t) => {
  const demo = opens('demo')
  t.notOk(
    [...demo].some((p) => !p.startsWith('/reports-example/')),
    'demo: only the report examples',
  )
  t.equal(demo.size, 7)
  const omc = opens('omc')
  t.same(
    [...omc].filter((p) => !p.startsWith('/reports-example/')).sort(),
    ['/billing/billing', '/main/New_future', '/main/SupportView', '/omc/barchart_omc', '/omc/dashboard_cost'],
    'omc: cost screens, support and what’s new (and the public examples)',
  )
  const client = opens('client')
  t.ok(client.has('/meetings/MeetingList') && client.has('/reports/ReportList'))
  t.notOk(client.has('/omc/dashboard_cost'), 'client: no cost dashboard')
  t.notOk(client.has('/jsonbuilder/SmartBuilder'), 'client: reads templates but may not edit them')
  t.ok(opens('admin').has('/access/accounts'))
})

t.test('GET /api/app-bar/search', async (t) => {
  const { app } = await buildTestApp(t)
  const search = async (role: 'client' | 'demo' | 'omc', q: string) => {
    const session = await login(app, role)
    const res = await app.inject({
      method: 'GET',
      url: `/api/app-bar/search?q=${encodeURIComponent(q)}`,
      headers: bearer(session),
    })
    t.equal(res.statusCode, 200)
    return res.json() as {
      title: string
      category: string
      children: { title: string; path: string; icon: string }[]
    }[]
  }

  t.same(
    await search('client', 'MEETINGS'),
    [
      {
        title: 'Product',
        category: 'product',
        children: [{ title: 'Meetings', path: '/meetings/MeetingList', icon: 'VideoPerson' }],
      },
    ],
    'client finds meetings, case-insensitively',
  )
  t.same(await search('demo', 'meetings'), [], 'demo does not')
  const paths = (groups: { children: { path: string }[] }[]) => groups.flatMap((g) => g.children.map((c) => c.path))
  t.ok(paths(await search('client', 'what')).includes('/main/New_future'), '"what" finds What\'s new')
  t.ok(paths(await search('omc', 'support')).includes('/main/SupportView'), 'omc finds Support, which it may open')
  t.same(await search('omc', 'meetings'), [], 'omc does not')

  const demoAll = (await search('demo', '')).map((g) => g.category)
  t.notOk(
    demoAll.some((c) => ['product', 'costs', 'administration'].includes(c)),
    'demo: no product screens',
  )
  t.ok(demoAll.includes('dashboards') && demoAll.includes('account'), 'demo: the sandbox and its own account pages')

  const omcAll = (await search('omc', '')).map((g) => g.category)
  t.ok(omcAll.includes('costs'))
  t.notOk(
    omcAll.some((c) => ['product', 'administration', 'dashboards', 'apps'].includes(c)),
    'omc: no other product screens, no sandbox',
  )
  const cost = await search('omc', 'cost')
  t.same(cost, [
    {
      title: 'Costs and billing',
      category: 'costs',
      children: [
        { title: 'Cost dashboard', path: '/omc/dashboard_cost', icon: 'DataPie' },
        { title: 'Cost bar chart', path: '/omc/barchart_omc', icon: 'DataHistogram' },
      ],
    },
  ])

  // Several groups: "example" matches 7 report examples (5 kept, then the first 3 dropped) and a template page.
  const examples = await search('client', 'example')
  const reports = examples.find((g) => g.category === 'reports')!
  t.ok(examples.length > 1)
  t.same(
    reports.children.map((c) => c.title),
    ['Example: Digital profile', 'Example: Negotiation analysis'],
  )

  const anonymous = await app.inject({ method: 'GET', url: '/api/app-bar/search?q=a' })
  t.equal(anonymous.statusCode, 401)
  const tooLong = await app.inject({
    method: 'GET',
    url: `/api/app-bar/search?q=${'a'.repeat(101)}`,
    headers: bearer(await login(app, 'client')),
  })
  t.equal(tooLong.statusCode, 400)
})
