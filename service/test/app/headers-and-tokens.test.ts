import { createHmac } from 'node:crypto'
import t from 'tap'
import { isPrivateAddress } from '../../src/modules/analysis/llm/url-guard.js'
import { tightenDocsCsp } from '../../src/plugins/external/swagger.js'
import { bearer, buildTestApp, demoCredentials, login, TEST_JWT_SECRET } from '../helpers/app.js'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function hs256(claims: Record<string, unknown>): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`
  return `${head}.${createHmac('sha256', TEST_JWT_SECRET).update(head).digest('base64url')}`
}

t.test('no-store on API answers, HSTS only over HTTPS, tokens without exp refused, http(s) links only', async (t) => {
  const { app } = await buildTestApp(t, { TRUST_PROXY: '127.0.0.1' }, { jobs: false })
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: demoCredentials('admin') })
  t.equal(signIn.headers['cache-control'], 'no-store', 'the login body (tokens) is not stored')
  const session = await login(app, 'admin')
  const list = await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(session) })
  t.equal(list.headers['cache-control'], 'no-store', 'authenticated answers are not stored')
  t.notOk(list.headers['strict-transport-security'], 'no HSTS over plain HTTP')
  const tls = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
  t.match(String(tls.headers['strict-transport-security']), /max-age=/, 'HSTS over HTTPS (the trusted proxy says so)')

  const forever = hs256({
    sub: session.userData.id,
    role: 'admin',
    orgId: session.userData.orgId,
    iat: Math.floor(Date.now() / 1000),
  })
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(forever) })).statusCode,
    401,
    'a well-signed token without exp is refused',
  )
  const timed = hs256({
    sub: session.userData.id,
    role: 'admin',
    orgId: session.userData.orgId,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 60,
  })
  const control = await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(timed) })
  t.not(control.statusCode, 401, 'the same token with exp is accepted (the check is about exp)')

  const event = {
    title: 'Link',
    start: '2026-10-01T09:00:00Z',
    end: '2026-10-01T10:00:00Z',
    extendedProps: { calendar: 'Business' },
  }
  for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/apps/calendar',
      headers: bearer(session),
      payload: { ...event, url },
    })
    t.equal(res.statusCode, 400, `${url.split(':')[0]}: URL refused`)
  }
  const ok = await app.inject({
    method: 'POST',
    url: '/api/apps/calendar',
    headers: bearer(session),
    payload: { ...event, url: 'https://example.com/x' },
  })
  t.equal(ok.statusCode, 201, 'an https link is kept')
})

t.test(
  'the LLM URL guard refuses mapped, NAT64, benchmarking, multicast and broadcast forms of private addresses',
  async (t) => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::1',
      '198.18.0.1',
      '198.19.200.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      'ff02::1',
      '::',
      '::1',
      '::127.0.0.1',
      '2002:7f00:1::1',
      'fe80::1',
      'fd00::1',
      '64:ff9b::8.8.8.8', // a translation prefix is refused whatever it carries
    ])
      t.ok(isPrivateAddress(ip), `${ip} refused`)
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '198.20.0.1'])
      t.notOk(isPrivateAddress(ip), `${ip} allowed`)
  },
)

t.test('the /docs CSP is as tight as the app allows', async (t) => {
  const swaggers =
    "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;"
  const csp = tightenDocsCsp(swaggers)
  t.notMatch(csp, /https:|validator\.swagger\.io|upgrade-insecure-requests/)
  t.match(csp, /frame-ancestors 'none'/)
  t.match(csp, /form-action 'self'/)
})
