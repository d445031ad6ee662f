import t from 'tap'
import { buildTestApp } from '../helpers/app.js'

t.test('the plan catalogue answers signed out, with the prices of the account plan tab', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ method: 'GET', url: '/api/public/plans' })
  t.equal(res.statusCode, 200)
  const { plans, terms } = res.json()
  t.same(
    plans.map((p: any) => p.plan),
    ['basic', 'team', 'company', 'enterprise'],
  )
  t.same(
    plans.filter((p: any) => p.selfServe).map((p: any) => p.plan),
    ['basic', 'team', 'company'],
    'enterprise is negotiated',
  )
  t.equal(plans.find((p: any) => p.plan === 'enterprise').priceMonthlyMinor, null)
  t.equal(terms.payment, 'invoice')
  t.same(terms.cycles, ['monthly', 'yearly'])
  t.equal(terms.tax.rule, 'flat-vat-20')
  for (const plan of plans) {
    // The account limits restate the features text; they must not drift apart.
    const stated = plan.features.map((f: string) => /^Up to (\d+) accounts$/.exec(f)?.[1]).find(Boolean)
    t.equal(plan.accountLimit, stated ? Number(stated) : null, `${plan.plan} account limit matches its features`)
  }
})
