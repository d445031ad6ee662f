import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { createDb } from '../../src/db/create-db.js'
import { chatCompletion } from '../../src/modules/analysis/llm/chat-client.js'
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/app.js'
import { parseExposition, promtoolCheck, sampleOf, type Families } from './exposition.js'

const TOKEN = 'metrics-token-for-tests-0123456789'
const DATABASE_WIDE = [
  'debrief_analyses',
  'debrief_job_queue_depth',
  'debrief_job_queue_oldest_age_seconds',
  'debrief_model_cost_minor',
  'bbb_api_up',
  'bbb_meetings',
]

t.test('two instances on one database: database-wide figures come from one of them, never doubled', async (t) => {
  const a = await buildTestApp(t, { METRICS_TOKEN: TOKEN }, { jobs: false })
  const db = createDb(a.dbUrl, { max: 2 })
  const b = await buildApp({
    config: a.config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    serveUi: false,
    databaseUrl: a.dbUrl,
    jobs: false,
  })
  await b.ready()
  t.teardown(async () => {
    await b.close()
    await db.destroy()
  })
  const scrape = async (app: typeof b) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    t.equal(res.statusCode, 200)
    const lint = promtoolCheck(res.body)
    if (lint) t.ok(lint.ok, `promtool check metrics: ${lint.output || 'clean'}`)
    else t.comment('promtool not installed: only the JavaScript parser read the exposition')
    return parseExposition(res.body)
  }
  const [first, second] = [await scrape(a.app), await scrape(b)]
  const leaders = [first, second].map((f) => sampleOf(f, 'debrief_metrics_leader'))
  t.same([...leaders].sort(), [0, 1], 'exactly one instance leads')
  const [leader, follower] = leaders[0] === 1 ? [first, second] : [second, first]
  const names = (f: Families) => new Set(f.map((family) => family.name))
  for (const name of DATABASE_WIDE) {
    t.ok(names(leader).has(name), `the leader exports ${name}`)
    t.notOk(names(follower).has(name), `the follower does not export ${name}`)
  }
  t.ok(names(follower).has('http_request_duration_seconds'), 'per-instance series from both')
  t.ok(names(follower).has('bbb_api_latency'), 'the polls each instance made, from both')

  // Summed over the instances, as a dashboard does: equal to the database's own count, not twice it.
  const { n: queued } = await a.db
    .selectFrom('analyses')
    .where('status', '=', 'queued')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  t.ok(Number(queued) > 0, `${queued} analyses queued in the database`)
  const summed = [leader, follower].reduce(
    (n, f) => n + (sampleOf(f, 'debrief_analyses', { status: 'queued' }) ?? 0),
    0,
  )
  t.equal(summed, Number(queued), 'queued analyses summed over both instances')
  const queues = leader.find((f) => f.name === 'debrief_job_queue_depth')!.metrics
  t.ok(
    queues.some((m) => m.labels?.queue === 'analysis' && m.labels?.state === 'waiting'),
    'queue depth per pg-boss queue',
  )

  // The leader stops: the other instance takes over at its next scrape.
  await a.app.close()
  t.equal(sampleOf(await scrape(b), 'debrief_metrics_leader'), 1, 'the other instance leads once the leader is gone')
})

t.test('counters: sign-in failures, mails, model calls with tokens, latency and errors by status', async (t) => {
  const { app } = await buildTestApp(t, { METRICS_TOKEN: TOKEN }, { jobs: false })
  const read = async () =>
    parseExposition(
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
    )
  const before = await read()
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'client@example.com', password: 'not-the-password' },
  })
  t.equal(wrong.statusCode, 400)
  const mail = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'client@example.com' },
  })
  t.equal(mail.statusCode, 202)

  // A chat-completions endpoint that refuses once (429), then answers with usage.
  let calls = 0
  const model = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      calls++
      if (calls === 1) return res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"slow down"}')
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          model: 'test-model',
          choices: [{ message: { content: '{}' } }],
          usage: { prompt_tokens: 120, completion_tokens: 30 },
        }),
      )
    })
  })
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r))
  t.teardown(() => model.close())
  const opts = {
    baseUrl: `http://127.0.0.1:${(model.address() as { port: number }).port}/v1`,
    model: 'test-model',
    timeoutMs: 5000,
    fetch,
  }
  await t.rejects(chatCompletion(opts, [{ role: 'user', content: 'hi' }]), 'the 429')
  await chatCompletion(opts, [{ role: 'user', content: 'hi' }])

  const after = await read()
  const delta = (name: string, labels: Record<string, string> = {}) =>
    (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0)
  t.equal(delta('debrief_sign_in_failures_total', { reason: 'credentials' }), 1, 'one wrong password')
  t.equal(delta('debrief_mails_total', { outcome: 'outbox' }), 1, 'one mail, into the outbox (no SMTP)')
  t.equal(delta('debrief_model_calls_total', { status: 'ok' }), 1, 'one model call answered')
  t.equal(delta('debrief_model_calls_total', { status: '429' }), 1, 'one refused with 429')
  t.equal(delta('debrief_model_tokens_total', { direction: 'prompt' }), 120)
  t.equal(delta('debrief_model_tokens_total', { direction: 'completion' }), 30)
  const latency = after.find((f) => f.name === 'debrief_model_call_duration_seconds')
  t.equal(latency?.type, 'HISTOGRAM', 'latency is a histogram')
  t.equal(after.find((f) => f.name === 'debrief_analyses_failed_total')?.type, 'COUNTER', 'failures are a counter')
})

t.test('GET /metrics on the main port without METRICS_TOKEN answers 404 JSON, not the web app', async (t) => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-web-'))
  t.teardown(() => fs.rmSync(web, { recursive: true, force: true }))
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Debrief</title>')
  const { app } = await buildTestApp(t, { WEB_DIST: web }, { jobs: false, serveUi: true })
  const page = await app.inject({ method: 'GET', url: '/meetings' })
  t.match(page.headers['content-type'], /text\/html/, 'the web app answers its own paths')
  const res = await app.inject({ method: 'GET', url: '/metrics' })
  t.equal(res.statusCode, 404)
  t.match(res.headers['content-type'], /application\/json/)
  t.equal(res.json().code, 'DEBRIEF_ROUTE_NOT_FOUND')
})
