import t from 'tap'
import { generateContract } from '../../../scripts/openapi-contract.js'
import { buildTestApp } from '../helpers/app.js'

const LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after']

t.test('the emitted 429 declares the headers a limited answer carries', async (t) => {
  const { document } = await generateContract()
  const declared = Object.keys(document.components.responses.TooManyRequests.headers ?? {}).map((h) => h.toLowerCase())
  t.same(declared.sort(), [...LIMIT_HEADERS].sort())
})

t.test('a per-address limit answers 429 with RateLimit-* and Retry-After', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const read = () => app.inject({ url: '/api/public/reports/not-a-share-token', remoteAddress: '192.0.2.7' })
  let last = await read()
  for (let i = 0; i < 80 && last.statusCode !== 429; i++) last = await read()
  t.equal(last.statusCode, 429, 'the shared-report limit is reached')
  t.equal(last.headers['ratelimit-limit'], '60', 'RateLimit-Limit is the window’s budget')
  t.equal(last.headers['ratelimit-remaining'], '0')
  t.ok(Number(last.headers['ratelimit-reset']) > 0, 'RateLimit-Reset in seconds')
  t.equal(last.headers['retry-after'], last.headers['ratelimit-reset'], 'Retry-After agrees with it')
  t.equal(last.json().code, 'DEBRIEF_RATE_LIMITED')
})

t.test('a locked sign-in answers 429 with the same headers', async (t) => {
  const { app } = await buildTestApp(t, { LOGIN_LIMIT_PER_ACCOUNT: '3' }, { jobs: false })
  const attempt = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'wrong-password' },
    })
  for (let i = 0; i < 3; i++) await attempt()
  const locked = await attempt()
  t.equal(locked.statusCode, 429)
  t.equal(locked.headers['ratelimit-limit'], '3')
  t.equal(locked.headers['ratelimit-remaining'], '0')
  t.ok(Number(locked.headers['retry-after']) > 0)
})
