import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'
import { getEngine } from '../../src/modules/analysis/engines.js'
import type { AnalysisEngine } from '../../src/modules/analysis/types.js'
import { insertModelCall, type ModelCallTrace } from '../../src/modules/model-calls/index.js'
import { pruneModelCalls } from '../../src/modules/model-calls/model-call-repository.js'
import { MODEL_CALL_RETENTION_DAYS } from '../../src/modules/model-calls/jobs.js'
import { runSummary } from '../../src/modules/llm/run-summary.js'
import { createLlmEngine } from '../../src/modules/analysis/llm/index.js'
import { transcribeFile } from '../../src/modules/self-interviews/transcribe-client.js'
import { traceText, truncationMarker } from '../../src/modules/model-calls/trace-text.js'
import { startFakeModel } from '../llm/fake-model.js'

const EMAIL = 'anna.petrova@example.com'
// The fake model quotes the first words of the first utterance: the personal data sits later, in the prompt only.
const TRANSCRIPT = [
  'Anna: Welcome everyone, today we plan the spring release of the mobile app.',
  `Boris: Send the timeline to ${EMAIL} by Friday please.`,
  'Anna: Agreed, the beta ships on the fifteenth.',
].join('\n')

/**
 * Every model call leaves a trace: through the project's OpenAI-compatible double, a summary's calls (one 503
 * retried, one answer) are two rows of one call group with tokens, latency and the ledger's price; a call that
 * keeps failing is traced with its error; the prompt is stored masked; the list is paged, filtered and scoped to
 * the caller's organization (the superadmin may pick one); the detail lists the call's attempts.
 */
t.test('model call traces', async (t) => {
  const fake = await startFakeModel(['server-error'])
  t.teardown(() => fake.close())
  const { app, db } = await buildTestApp(
    t,
    { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-1', LLM_ALLOW_PRIVATE: 'true', LLM_MAX_RETRIES: '2' },
    { jobs: false },
  )
  const s = await sessions(app, ['admin', 'superadmin', 'northwind', 'client', 'omc'])
  const priced = await api(app, s.superadmin).post('/api/costs/prices', {
    kind: 'llm-tokens',
    pattern: 'fake-*',
    currency: 'EUR',
    inputPriceMinor: 1,
    outputPriceMinor: 2,
    perQuantity: 10,
    validFrom: '2020-01-01T00:00:00.000Z',
    note: 'test price',
  })
  t.equal(priced.statusCode, 201, priced.body)
  const deps = { db, box: app.secretBox, env: app.config, log: app.log, cancelPollMs: 60_000 }
  const summarize = async (title: string) => {
    const created = await api(app, s.admin).post('/api/llm/runs', {
      title,
      text: TRANSCRIPT,
      options: { engine: 'llm' },
    })
    t.equal(created.statusCode, 201, created.body)
    const runId = created.json().id as string
    await runSummary(deps, runId)
    return runId
  }

  const runId = await summarize('traced run')
  const rows = await db
    .selectFrom('model_calls')
    .selectAll()
    .where('served_id', '=', runId)
    .orderBy('attempt')
    .execute()
  t.equal(rows.length, 2, 'the 503 and the answer are two traced attempts')
  t.equal(rows[0]!.call_group, rows[1]!.call_group, 'of one call')
  t.same(
    rows.map((r) => [r.attempt, r.status, r.served_kind, r.engine, r.model]),
    [
      [1, 'error', 'summary', 'llm', 'fake-1'],
      [2, 'ok', 'summary', 'llm', 'fake-1'],
    ],
  )
  t.match(rows[0]!.error, /HTTP 503/, 'the failed attempt keeps its error')
  const ok = rows[1]!
  t.ok(ok.tokens_in > 0 && ok.tokens_out > 0, `tokens in and out (${ok.tokens_in}/${ok.tokens_out})`)
  t.ok(ok.latency_ms >= 0, 'a latency')
  t.equal(
    Number(ok.cost_minor),
    Math.round((ok.tokens_in * 1 + ok.tokens_out * 2) / 10),
    'priced as the ledger prices it',
  )
  const usage = await db.selectFrom('usage_events').select('amount_minor').where('run_id', '=', runId).execute()
  t.equal(Number(ok.cost_minor), Number(usage[0]!.amount_minor), 'the trace costs what the usage row says')
  t.equal(ok.currency, 'EUR')
  t.notOk(ok.prompt.includes(EMAIL), 'the prompt is stored masked')
  t.ok(ok.prompt.includes('a***@***.com'), 'with the transcript’s mask in its place')
  t.match(ok.response, /"summary"/, 'and the response is kept')

  // A call that keeps failing: three 503s, every attempt traced with its error, and the run fails.
  fake.script.push('server-error', 'server-error', 'server-error')
  const failedRun = await summarize('failing run')
  const failed = await db.selectFrom('model_calls').selectAll().where('served_id', '=', failedRun).execute()
  t.equal(failed.length, 3, 'each attempt of the failing call is traced')
  t.ok(
    failed.every((r) => r.status === 'error' && /503/.test(r.error ?? '')),
    'with status error and the message',
  )

  // The report path: the analysis llm engine traces each attempt under one group, for the report it serves.
  const orgId = (await db.selectFrom('model_calls').select('org_id').where('served_id', '=', runId).executeTakeFirst())!
    .org_id
  const reportId = '11111111-1111-4111-8111-111111111111'
  const engine = createLlmEngine({
    baseUrl: 'https://model.example.com/v1',
    model: 'fake-report',
    maxRetries: 1,
    allowPrivate: true,
    fetch: async () =>
      new Response(
        JSON.stringify({
          model: 'fake-report',
          choices: [{ message: { content: '{"not":"the schema"}' } }],
          usage: { prompt_tokens: 40, completion_tokens: 5 },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  })
  await t.rejects(
    engine.analyze(
      { kind: 'recruiter', segments: [{ speaker: 'Anna', startMs: 0, endMs: 1000, text: `Mail me at ${EMAIL}` }] },
      undefined,
      { db, orgId, served: { kind: 'report', id: reportId } },
    ),
    /stayed invalid/,
  )
  const reportRows = await db
    .selectFrom('model_calls')
    .selectAll()
    .where('served_id', '=', reportId)
    .orderBy('attempt')
    .execute()
  t.same(
    reportRows.map((r) => [r.served_kind, r.attempt, r.status, r.tokens_in, r.tokens_out]),
    [
      ['report', 1, 'ok', 40, 5],
      ['report', 2, 'ok', 40, 5],
    ],
    'both paid-for replies of the report are traced',
  )
  t.notOk(reportRows[0]!.prompt.includes(EMAIL), 'masked on the report path too')

  // Transcription through an OpenAI-compatible endpoint: traced with its text (masked) and per-minute price.
  const stt = http.createServer((req, res) => {
    req.resume()
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: `Call me at ${EMAIL}`, duration: 61 })),
    )
  })
  await new Promise<void>((r) => stt.listen(0, '127.0.0.1', r))
  t.teardown(() => new Promise<void>((r) => stt.close(() => r())))
  const audio = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'traces-')), 'answer.webm')
  fs.writeFileSync(audio, 'not really audio')
  const answerId = '22222222-2222-4222-8222-222222222222'
  const heard = await transcribeFile(
    { baseUrl: `http://127.0.0.1:${(stt.address() as AddressInfo).port}`, model: 'whisper-test' },
    audio,
    'audio/webm',
    'en',
    undefined,
    { db, orgId, served: { kind: 'transcription', id: answerId } },
  )
  t.equal(heard.text, `Call me at ${EMAIL}`, 'the caller still gets the raw text')
  const sttRow = await db.selectFrom('model_calls').selectAll().where('served_id', '=', answerId).executeTakeFirst()
  t.equal(sttRow?.engine, 'transcription')
  t.equal(sttRow?.status, 'ok')
  t.notOk(sttRow?.response.includes(EMAIL), 'the transcription is stored masked')

  // The API: the admin's organization, newest first, paged.
  const list = await api(app, s.admin).get('/api/model-calls?itemsPerPage=2')
  t.equal(list.statusCode, 200, list.body)
  const page1 = list.json()
  t.equal(page1.total, 8, 'every traced attempt of the organization')
  t.equal(page1.calls.length, 2)
  t.same(page1.models, ['fake-1', 'fake-report', 'whisper-test'], 'the models for the filter')
  t.same(page1.organizations, [], 'no organization filter for an admin')
  const page2 = (await api(app, s.admin).get('/api/model-calls?itemsPerPage=2&page=2')).json()
  t.equal(page2.total, 8)
  t.notSame(
    page2.calls.map((c: { id: string }) => c.id),
    page1.calls.map((c: { id: string }) => c.id),
    'page 2 holds other rows',
  )
  const errors = (await api(app, s.admin).get('/api/model-calls?status=error&itemsPerPage=100')).json()
  t.equal(errors.total, 4, 'the status filter')
  const reports = (await api(app, s.admin).get('/api/model-calls?model=fake-report')).json()
  t.equal(reports.total, 2, 'the model filter')
  t.ok(
    reports.calls.every((c: { served: string; servedId: string }) => c.served === 'report' && c.servedId === reportId),
  )
  // From the first trace's UTC day to today's: holds across midnight.
  const first = rows[0]!.created_at.toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  t.equal((await api(app, s.admin).get(`/api/model-calls?from=${first}&to=${today}`)).json().total, 8, 'the days')
  t.equal((await api(app, s.admin).get('/api/model-calls?from=2020-01-01&to=2020-01-31')).json().total, 0, 'dates')

  const detail = await api(app, s.admin).get(`/api/model-calls/${ok.id}`)
  t.equal(detail.statusCode, 200, detail.body)
  const d = detail.json()
  t.equal(d.prompt, ok.prompt)
  t.equal(d.servedId, runId)
  t.same(
    d.attempts.map((a: { attempt: number; status: string }) => [a.attempt, a.status]),
    [
      [1, 'error'],
      [2, 'ok'],
    ],
    'the detail lists the call’s attempts',
  )

  // Another organization sees none of it; the superadmin sees every organization and may pick one.
  const nw = (await api(app, s.northwind).get('/api/model-calls?itemsPerPage=100')).json()
  t.notOk(
    nw.calls.some((c: { orgId: string }) => c.orgId === orgId),
    'tenant isolation: none of the other organization’s calls',
  )
  t.notOk(nw.models.includes('fake-1'), 'nor its models')
  t.equal((await api(app, s.northwind).get(`/api/model-calls/${ok.id}`)).statusCode, 404)
  const nwOrg = await api(app, s.admin).get(`/api/model-calls?orgId=${orgId}`)
  t.equal(nwOrg.statusCode, 400, 'only the superadmin filters by organization')
  t.match(nwOrg.json().message, /superadmin/)
  t.equal((await api(app, s.superadmin).get(`/api/model-calls?orgId=${orgId}`)).json().total, 8)
  const otherOrg = (await db
    .selectFrom('accounts')
    .select('org_id')
    .where('email', '=', 'admin@northwind.example.com')
    .executeTakeFirstOrThrow())!.org_id!
  const picked = (await api(app, s.superadmin).get(`/api/model-calls?orgId=${otherOrg}&itemsPerPage=100`)).json()
  t.ok(
    picked.calls.every((c: { orgId: string }) => c.orgId === otherOrg),
    'the superadmin’s organization filter',
  )
  const all = (await api(app, s.superadmin).get('/api/model-calls?itemsPerPage=1')).json()
  t.ok(all.total >= 8 + picked.total, `and without it every organization (${all.total})`)
  t.ok(
    [orgId, otherOrg].every((id) => all.organizations.some((o: { id: string }) => o.id === id)),
    'the superadmin’s filter lists the organizations with traces',
  )
  t.equal((await api(app, s.superadmin).get(`/api/model-calls/${ok.id}`)).statusCode, 200)

  // Bad filters are 400 with a message; no token 401; roles without the LLM area 403.
  for (const q of ['status=bogus', 'from=2026-13-45', 'from=2026-02-01&to=2026-01-01', 'itemsPerPage=0']) {
    const res = await api(app, s.admin).get(`/api/model-calls?${q}`)
    t.equal(res.statusCode, 400, q)
    t.type(res.json().message, 'string')
  }
  t.equal((await api(app).get('/api/model-calls')).statusCode, 401)
  t.equal((await api(app, s.client).get('/api/model-calls')).statusCode, 403)
  t.equal((await api(app, s.omc).get(`/api/model-calls/${ok.id}`)).statusCode, 403)
})

t.test('a trace text is masked and bounded with a marker', async (t) => {
  t.equal(traceText(`mail ${EMAIL}`), 'mail a***@***.com')
  const long = 'x'.repeat(50) + ` ${EMAIL}`
  const cut = traceText(long, 60)
  t.notOk(cut.includes('anna.petrova'), 'a value cut at the limit is masked whole first')
  t.ok(cut.endsWith(truncationMarker(long.length - 60)), cut)
})

t.test('an analysis hands the llm engine the trace of the report each call serves', async (t) => {
  const seen: { kind: string; trace: ModelCallTrace | undefined }[] = []
  const llm: AnalysisEngine = {
    name: 'llm',
    async analyze(input, signal, trace) {
      seen.push({ kind: input.kind, trace })
      return getEngine('builtin').analyze(input, signal)
    },
  }
  const engineFor = (name: string) => (name === 'llm' ? llm : getEngine('builtin'))
  const { app, db } = await buildTestApp(t, {}, { jobs: { ...FAST_JOBS, engineFor } })
  const s = await sessions(app, ['client'])
  const client = api(app, s.client)
  const meetingId = await meetingWithTranscript(client)
  const accepted = await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'], engine: 'llm' })
  t.equal(accepted.statusCode, 202, accepted.body)
  const job = await waitForJob(client, accepted.json().jobId)
  t.equal(job.status, 'completed')
  const report = await db
    .selectFrom('reports')
    .select(['id', 'org_id'])
    .where('analysis_id', '=', job.id)
    .executeTakeFirstOrThrow()
  t.equal(seen.length, 1)
  t.same(seen[0]!.trace?.served, { kind: 'report', id: report.id }, 'the calls serve this report')
  t.equal(seen[0]!.trace?.orgId, report.org_id, 'of its organization')
})

t.test('traces older than the retention are pruned, newer ones kept', async (t) => {
  const { db } = await buildTestApp(t, {}, { jobs: false })
  const org = await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()
  const day = 86_400_000
  const write = (daysAgo: number) =>
    insertModelCall(db, {
      orgId: org.id,
      servedKind: 'summary',
      servedId: null,
      group: '33333333-3333-4333-8333-333333333333',
      attempt: 1,
      engine: 'llm',
      model: 'prune-test',
      status: 'ok',
      error: null,
      tokensIn: 1,
      tokensOut: 1,
      quantity: 0,
      latencyMs: 1,
      currency: 'EUR',
      prompt: '',
      response: '',
      createdAt: new Date(Date.now() - daysAgo * day),
    })
  const old = await write(MODEL_CALL_RETENTION_DAYS + 5)
  const kept = await write(MODEL_CALL_RETENTION_DAYS - 5)
  t.equal(await pruneModelCalls(db, MODEL_CALL_RETENTION_DAYS, 1), 1, 'one old trace, deleted in batches of one')
  const left = (await db.selectFrom('model_calls').select('id').where('model', '=', 'prune-test').execute()).map(
    (r) => r.id,
  )
  t.same(left, [kept.id])
  t.notOk(left.includes(old.id))
})
