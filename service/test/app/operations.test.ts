import { Writable } from 'node:stream'
import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

const TOKEN = 'metrics-token-for-tests-0123456789'

t.test(
  'GET /metrics: Prometheus text behind its token, with HTTP, pool, queue, event-loop and memory series',
  async (t) => {
    const { app } = await buildTestApp(t, { METRICS_TOKEN: TOKEN }, { jobs: false })
    await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(await login(app, 'client')) })
    t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 401, 'no token, no metrics')
    t.equal(
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
      401,
    )
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /text\/plain/)
    t.match(
      res.body,
      /http_request_duration_seconds_count\{method="GET",route="\/api\/meetings",status_code="200"\} 1/,
      'latency by route template and status',
    )
    t.match(res.body, /db_pool_connections\{state="in_use"\}/, 'pool use')
    t.match(res.body, /debrief_analyses\{status="/, 'queue depth and failures')
    t.match(res.body, /nodejs_eventloop_lag_seconds/, 'event-loop lag')
    t.match(res.body, /process_resident_memory_bytes|nodejs_heap_size_used_bytes/, 'memory')
    t.match(res.body, /# TYPE bbb_api_up gauge/, 'BigBlueButton metrics under bigbluebutton-exporter names')
    t.notOk(app.swagger().paths?.['/metrics'], 'not part of the API document')
  },
)

t.test('without METRICS_TOKEN or METRICS_PORT there is no /metrics', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404)
})

t.test('the request id is answered as X-Request-Id and is on every log line of the request', async (t) => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l))
      done()
    },
  })
  const { app } = await buildTestApp(t, {}, { jobs: false, logger: { level: 'info', stream } as never })
  const res = await app.inject({ method: 'GET', url: '/api/meetings' })
  const id = String(res.headers['x-request-id'])
  t.match(id, /^[0-9a-f-]{36}$/, 'a fresh id')
  const ofRequest = lines.filter((l) => l.reqId === id)
  t.ok(ofRequest.length >= 2, `${ofRequest.length} log lines carry it`)
  t.ok(
    lines.filter((l) => l.req || l.res).every((l) => l.reqId),
    'every request line has a reqId',
  )
  const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-abc.123' } })
  t.equal(kept.headers['x-request-id'], 'edge-abc.123', 'a proxy’s plain id is kept')
  const forged = await app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x\nfake log line' },
  })
  t.not(forged.headers['x-request-id'], 'x\nfake log line', 'anything else is replaced')
})
