import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

t.test(
  'the shared demo and omc accounts are read-only: no password, two-step, profile or picture change',
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: false })
    for (const role of ['demo', 'omc'] as const) {
      const headers = bearer(await login(app, role))
      const writes = [
        {
          method: 'POST',
          url: '/api/account/password',
          payload: { currentPassword: `demo-${role}`, newPassword: 'a-new-long-password-2026' },
        },
        { method: 'POST', url: '/api/account/two-step/setup' },
        { method: 'PATCH', url: '/api/account', payload: { fullName: 'Taken over' } },
        { method: 'DELETE', url: '/api/account/avatar' },
        {
          method: 'PUT',
          url: '/api/account/avatar',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x--',
        },
      ] as const
      for (const w of writes) {
        const res = await app.inject({ ...w, headers: { ...headers, ...('headers' in w ? w.headers : {}) } } as never)
        t.equal(res.statusCode, 403, `${role}: ${w.method} ${w.url} is refused`)
      }
      t.equal(
        (await app.inject({ method: 'GET', url: '/api/account', headers })).statusCode,
        200,
        `${role} still reads its profile`,
      )
    }
    const client = bearer(await login(app, 'client'))
    t.equal(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/account',
          headers: client,
          payload: { fullName: 'Client Person' },
        })
      ).statusCode,
      200,
      'other roles still edit theirs',
    )
  },
)

t.test('reset mails are capped per recipient, and one reset spends every outstanding link', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const ask = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      payload: { email: 'Client@Example.com ' },
    })
  const codes = [] as number[]
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) codes.push((await ask(ip)).statusCode)
  t.same(codes, [202, 202, 202, 429, 429], 'the fourth request for one mailbox is refused whatever the address')
  const mails = await db
    .selectFrom('outbox_emails')
    .select('body')
    .where('to_address', '=', 'client@example.com')
    .execute()
  t.equal(mails.length, 3, 'three mails sent')
  const tokens = mails.map((m) => /token=([\w-]+)/.exec(m.body)![1])
  const reset = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-strong-passw0rd!' },
    })
  t.equal((await reset(tokens[1])).statusCode, 200, 'one link resets')
  t.equal((await reset(tokens[0])).statusCode, 400, 'an older link no longer works')
  t.equal((await reset(tokens[2])).statusCode, 400, 'a newer one neither')
})
