import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'

const post = (app: any, payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/register', payload })
const base = { fullName: 'Ada Lovelace', password: 'correct horse battery' }

t.test('registration sets the plan chosen on the payment or checkout page', async (t) => {
  const { app, db } = await buildTestApp(t)
  const res = await post(app, { ...base, email: 'ada@example.org', plan: 'company' })
  t.equal(res.statusCode, 201)
  const org = await db
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', res.json().userData.orgId)
    .executeTakeFirstOrThrow()
  t.equal(org.plan, 'company')
  const plan = await app.inject({ method: 'GET', url: '/api/account/plan', headers: bearer(res.json().accessToken) })
  t.equal(plan.json().plan, 'company', 'the plan tab shows it')

  const plain = await post(app, { ...base, email: 'grace@example.org' })
  const basic = await db
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', plain.json().userData.orgId)
    .executeTakeFirstOrThrow()
  t.equal(basic.plan, 'basic', 'basic when left out')

  t.equal(
    (await post(app, { ...base, email: 'e@example.org', plan: 'enterprise' })).statusCode,
    400,
    'enterprise is negotiated, not chosen at sign-up',
  )
  t.equal((await post(app, { ...base, email: 'p@example.org', plan: 'platinum' })).statusCode, 400)
})
