import t from 'tap'
import { hashToken } from '../../src/lib/secret-tokens.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('share links: public projection, no-store, expiry and revocation answer the same 404', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  const anonymous = api(app)
  const report = await db
    .selectFrom('reports')
    .select(['id', 'title', 'engine'])
    .where('org_id', '=', s.admin.userData.orgId!)
    .where('status', '=', 'ready')
    .executeTakeFirstOrThrow()

  const shared = await admin.post(`/api/reports/${report.id}/share`, { expiresInDays: 3 })
  t.equal(shared.statusCode, 201)
  const { token, url, expiresAt } = shared.json()
  t.equal(Buffer.from(token, 'base64url').length, 32, '256-bit token')
  t.equal(url, `${app.publicUrl}/reports-public/${token}`)
  t.ok(Math.abs(new Date(expiresAt).getTime() - Date.now() - 3 * 86_400_000) < 60_000, 'expires in 3 days')
  const stored = await db.selectFrom('report_shares').selectAll().where('report_id', '=', report.id).execute()
  t.equal(stored[0].token_hash, hashToken(token), 'only the hash is stored')
  t.notOk(JSON.stringify(stored).includes(token), 'the token itself is not stored')
  t.same((await admin.get(`/api/reports/${report.id}`)).json().shared, { expiresAt })

  const open = await anonymous.get(`/api/public/reports/${token}`)
  t.equal(open.statusCode, 200)
  t.equal(open.headers['cache-control'], 'no-store')
  const body = open.json()
  t.equal(body.title, report.title)
  t.equal(body.engine, report.engine, 'the reader is told which engine analysed it')
  t.notOk(
    'orgId' in body || 'id' in body || 'profileId' in body || 'analysisId' in body,
    'no organization or internal ids',
  )
  t.notOk('id' in body.source, 'no source id')
  t.notOk(JSON.stringify(body).includes(s.admin.userData.orgId!), 'the organization id appears nowhere')

  const unknown = await anonymous.get('/api/public/reports/not-a-real-token')
  t.equal(unknown.statusCode, 404)
  t.equal(unknown.headers['cache-control'], 'no-store', 'no-store on errors too')

  await db
    .updateTable('report_shares')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('report_id', '=', report.id)
    .execute()
  const expired = await anonymous.get(`/api/public/reports/${token}`)
  t.equal(expired.statusCode, 404, 'expired')
  t.same(expired.json(), { ...unknown.json(), message: expired.json().message })
  t.equal(expired.json().message, unknown.json().message, 'expired and unknown answer alike')
  t.same((await admin.get(`/api/reports/${report.id}`)).json().shared, null)

  const second = (await admin.post(`/api/reports/${report.id}/share`, {})).json()
  t.ok(Math.abs(new Date(second.expiresAt).getTime() - Date.now() - 14 * 86_400_000) < 60_000, '14 days by default')
  t.equal((await anonymous.get(`/api/public/reports/${second.token}`)).statusCode, 200)
  const third = (await admin.post(`/api/reports/${report.id}/share`, {})).json()
  t.equal(
    (await anonymous.get(`/api/public/reports/${second.token}`)).statusCode,
    404,
    'a new link replaces the previous one',
  )
  t.equal((await admin.delete(`/api/reports/${report.id}/share`)).statusCode, 204)
  const revoked = await anonymous.get(`/api/public/reports/${third.token}`)
  t.equal(revoked.statusCode, 404, 'revoked')
  t.equal(revoked.json().message, unknown.json().message, 'revoked and unknown answer alike')

  t.equal(
    (await admin.post(`/api/reports/${report.id}/share`, { expiresInDays: 91 })).statusCode,
    400,
    'at most 90 days',
  )
  t.equal((await admin.post(`/api/reports/${report.id}/share`, { expiresInDays: 0 })).statusCode, 400)
  const fourth = (await admin.post(`/api/reports/${report.id}/share`, {})).json()
  t.equal((await admin.delete(`/api/reports/${report.id}`)).statusCode, 204)
  t.equal(
    (await anonymous.get(`/api/public/reports/${fourth.token}`)).statusCode,
    404,
    'a deleted report’s link is dead',
  )
})

t.test('the public view is rate-limited per address', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  let last = 0
  for (let i = 0; i < 61; i++)
    last = (await app.inject({ method: 'GET', url: '/api/public/reports/x', remoteAddress: '10.1.1.1' })).statusCode
  t.equal(last, 429)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/public/reports/x', remoteAddress: '10.1.1.2' })).statusCode,
    404,
    'another address is not limited',
  )
})
