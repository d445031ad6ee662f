import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions } from '../helpers/product.js'
import { startFakeModel } from './fake-model.js'
import { multipartBody, TRANSCRIPT, waitForRun } from './helpers.js'

t.test('summary runs end to end: builtin and llm, usage rows, SSE, files, cancel, rerun, tenancy', async (t) => {
  const fake = await startFakeModel([], { delayMs: 150 })
  t.teardown(() => fake.close())
  const { app, db } = await buildTestApp(
    t,
    {
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-1',
      LLM_ALLOW_PRIVATE: 'true',
      LLM_MAX_RETRIES: '1',
      LLM_TIMEOUT_MS: '8000',
    },
    { jobs: FAST_JOBS },
  )
  const s = await sessions(app, ['admin', 'client', 'northwind', 'superadmin'])
  const admin = api(app, s.admin)

  await t.test('builtin run from pasted text', async (t) => {
    const created = await admin.post('/api/llm/runs', { text: TRANSCRIPT, options: { engine: 'builtin' } })
    t.equal(created.statusCode, 201, created.body)
    t.match(created.json(), { status: 'queued', engine: 'builtin', sourceKind: 'text', createdBy: String })
    const run = await waitForRun(admin, created.json().id)
    t.equal(run.status, 'completed', run.error ?? '')
    t.ok(run.result.actionItems.length >= 2, 'action items found')
    t.ok(
      run.result.actionItems.every(
        (a: { quote: { verified: boolean; quote: string } }) => a.quote.verified && TRANSCRIPT.includes(a.quote.quote),
      ),
    )
    t.equal(run.result.speakers.length, 3)
    t.equal(run.promptTokens, 0)
    // Issue 23 item 8: a run that called no model costs nothing in the organization's currency, never "$0.00".
    t.same([run.costMinor, run.currency], [0, 'EUR'], 'no model called: €0.00')
    const listed = (await admin.get('/api/llm/runs')).json()
    t.equal(listed.runs.find((r: { id: string }) => r.id === run.id)?.currency, 'EUR', 'the runs list in euros')
    const source = (await admin.get(`/api/llm/runs/${run.id}/source`)).json()
    t.equal(source.segments.length, 7, 'the source, to show a quote in context')
  })

  let llmRunId = ''
  await t.test('llm run: map-reduce, tokens, cost and one usage row per call', async (t) => {
    const created = await admin.post('/api/llm/runs', {
      text: TRANSCRIPT,
      title: 'Release planning',
      options: { engine: 'llm', sections: ['summary', 'actionItems', 'speakers'] },
    })
    t.equal(created.statusCode, 201, created.body)
    llmRunId = created.json().id
    const run = await waitForRun(admin, llmRunId)
    t.equal(run.status, 'completed', run.error ?? '')
    t.equal(run.model, 'fake-1')
    t.equal(run.chunks.length, 1)
    t.ok(run.promptTokens > 0 && run.completionTokens > 0)
    t.ok(run.result.summary[0].quote.verified)
    t.same(run.result.topics, [], 'sections not asked for are empty')
    const rows = await db
      .selectFrom('usage_events')
      .selectAll()
      .where(({ ref }) => ref('meta', '->>').key('runId' as never), '=', llmRunId)
      .execute()
    t.equal(rows.length, run.chunks.length, 'one usage row per model call')
    t.match(rows[0], {
      kind: 'llm-tokens',
      meta: { model: 'fake-1', inputTokens: run.promptTokens, outputTokens: run.completionTokens, runId: llmRunId },
    })
    t.equal(
      rows.reduce((a, r) => a + Number(r.amount_minor), 0),
      run.costMinor,
      'the run costs what its usage rows say',
    )
  })

  await t.test('progress over Server-Sent Events', async (t) => {
    const long = Array.from(
      { length: 60 },
      (_, i) =>
        `Speaker${i % 3}: ${TRANSCRIPT.split('\n')[i % 7].split(': ')[1]} Item ${i} of the long list of things we discussed in detail today.`,
    ).join('\n')
    const created = await admin.post('/api/llm/runs', { text: long, options: { engine: 'llm' } })
    t.equal(created.statusCode, 201)
    // A small chunk budget is not configurable per request; a 60-line text is one chunk, so we watch queued → running → end.
    const res = await app.inject({
      method: 'GET',
      url: `/api/llm/runs/${created.json().id}/events`,
      headers: { ...{ authorization: `Bearer ${s.admin.token}` }, accept: 'text/event-stream' },
    })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /text\/event-stream/)
    t.match(res.body, /event: progress\ndata: \{.*"status":"(queued|running)"/)
    t.match(res.body, /event: end\ndata: \{.*"status":"completed"/)
  })

  await t.test('files: VTT accepted, unsupported type 415 naming the accepted ones', async (t) => {
    const vtt = multipartBody(
      {
        name: 'interview.vtt',
        type: 'text/vtt',
        content:
          'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Maria>We agreed on the budget and I will send the contract tomorrow.\n',
      },
      { options: JSON.stringify({ engine: 'builtin' }) },
    )
    const ok = await app.inject({
      method: 'POST',
      url: '/api/llm/runs/upload',
      headers: { authorization: `Bearer ${s.admin.token}`, ...vtt.headers },
      payload: vtt.payload,
    })
    t.equal(ok.statusCode, 201, ok.body)
    t.match(ok.json(), { sourceKind: 'file', sourceName: 'interview.vtt', title: 'interview.vtt' })
    t.equal((await waitForRun(admin, ok.json().id)).status, 'completed')
    const exe = multipartBody({ name: 'tool.exe', type: 'application/octet-stream', content: 'MZ' })
    const bad = await app.inject({
      method: 'POST',
      url: '/api/llm/runs/upload',
      headers: { authorization: `Bearer ${s.admin.token}`, ...exe.headers },
      payload: exe.payload,
    })
    t.equal(bad.statusCode, 415)
    t.match(bad.json().message, /\.txt.*\.vtt.*\.srt.*\.json.*\.docx.*\.pdf/)
  })

  await t.test('an existing meeting as the source', async (t) => {
    const meetingId = await meetingWithTranscript(admin)
    const created = await admin.post('/api/llm/runs', { meetingId, options: { engine: 'builtin' } })
    t.equal(created.statusCode, 201, created.body)
    t.match(created.json(), { sourceKind: 'meeting', title: 'Analysis test interview' })
    const nw = await api(app, s.northwind).post('/api/llm/runs', { meetingId })
    t.equal(nw.statusCode, 404, "another organization's meeting is not found")
  })

  await t.test('rerun with other options keeps the source', async (t) => {
    const res = await admin.post(`/api/llm/runs/${llmRunId}/rerun`, { options: { engine: 'builtin', length: 'short' } })
    t.equal(res.statusCode, 201, res.body)
    t.match(res.json(), {
      rerunOf: llmRunId,
      engine: 'builtin',
      title: 'Release planning',
      options: { length: 'short', sections: ['summary', 'actionItems', 'speakers'] },
    })
    t.equal((await waitForRun(admin, res.json().id)).status, 'completed')
  })

  await t.test('cancel stops a running summary; nothing half-written', async (t) => {
    fake.script.push('stall')
    const before = fake.requests.length
    const created = await admin.post('/api/llm/runs', { text: TRANSCRIPT, options: { engine: 'llm' } })
    const id = created.json().id
    // Cancel while the model call is under way.
    for (let i = 0; i < 300 && fake.requests.length === before; i++) await new Promise((r) => setTimeout(r, 100))
    t.equal(fake.script.length, 0, 'the stalled call was made')
    const cancelled = await admin.post(`/api/llm/runs/${id}/cancel`)
    t.equal(cancelled.statusCode, 200)
    t.equal(cancelled.json().status, 'cancelled')
    await new Promise((r) => setTimeout(r, 1500))
    const after = (await admin.get(`/api/llm/runs/${id}`)).json()
    t.match(after, { status: 'cancelled', result: null })
    t.equal((await admin.post(`/api/llm/runs/${id}/cancel`)).statusCode, 409)
  })

  await t.test('a model that keeps failing fails the run with the reason, no result', async (t) => {
    fake.script.push('server-error', 'server-error')
    const created = await admin.post('/api/llm/runs', { text: TRANSCRIPT, options: { engine: 'llm' } })
    const run = await waitForRun(admin, created.json().id)
    t.equal(run.status, 'failed')
    t.match(run.error, /HTTP 503/)
    t.equal(run.result, null)
  })

  await t.test('list: search, filters, sort, paging', async (t) => {
    const all = (await admin.get('/api/llm/runs?itemsPerPage=100')).json()
    t.ok(all.total >= 7)
    const page = (await admin.get('/api/llm/runs?itemsPerPage=2&page=2&sortBy=createdAt&orderBy=asc')).json()
    t.equal(page.runs.length, 2)
    t.equal(page.total, all.total)
    const found = (await admin.get('/api/llm/runs?q=release%20PLAN')).json()
    t.ok(found.runs.every((r: { title: string }) => /release plan/i.test(r.title)) && found.total >= 2)
    const failed = (await admin.get('/api/llm/runs?status=failed&engine=llm')).json()
    t.equal(
      failed.total,
      1,
      JSON.stringify(failed.runs.map((r: { title: string; error: string }) => [r.title, r.error])),
    )
    const files = (await admin.get('/api/llm/runs?sourceKind=file')).json()
    t.equal(files.total, 1)
    const byTokens = (await admin.get('/api/llm/runs?sortBy=tokens&orderBy=desc&itemsPerPage=100')).json().runs
    const totals = byTokens.map(
      (r: { promptTokens: number; completionTokens: number }) => r.promptTokens + r.completionTokens,
    )
    t.same(
      totals,
      [...totals].sort((a: number, b: number) => b - a),
      'sorted by tokens',
    )
    t.equal((await admin.get('/api/llm/runs?sortBy=nope')).statusCode, 400)
  })

  await t.test('tenancy and roles', async (t) => {
    const nw = api(app, s.northwind)
    t.equal((await nw.get(`/api/llm/runs/${llmRunId}`)).statusCode, 404)
    t.equal((await nw.get(`/api/llm/runs/${llmRunId}/events`)).statusCode, 404)
    t.equal((await nw.delete(`/api/llm/runs/${llmRunId}`)).statusCode, 404)
    t.equal((await nw.post(`/api/llm/runs/${llmRunId}/rerun`, {})).statusCode, 404)
    t.equal((await nw.get('/api/llm/runs')).json().total, 0)
    const client = api(app, s.client)
    t.equal((await client.get('/api/llm/runs')).statusCode, 403)
    t.equal((await client.post('/api/llm/runs', { text: TRANSCRIPT })).statusCode, 403)
    t.equal((await api(app).get('/api/llm/runs')).statusCode, 401)
    t.ok(
      (await api(app, s.superadmin).get('/api/llm/runs')).json().total >= 7,
      'the superadmin sees every organization',
    )
    t.equal((await admin.delete(`/api/llm/runs/${llmRunId}`)).statusCode, 204)
    t.equal((await admin.get(`/api/llm/runs/${llmRunId}`)).statusCode, 404)
  })

  await t.test('organization model settings: key sealed and never returned, URL guard', async (t) => {
    const put = await admin.put(
      '/api/llm/settings',
      JSON.stringify({ model: 'org-model', apiKey: 'sk-secret-123' }),
      'application/json',
    )
    t.equal(put.statusCode, 200, put.body)
    t.match(put.json(), {
      model: 'org-model',
      apiKeySet: true,
      effective: { configured: true, source: 'organization', model: 'org-model', baseUrl: fake.url },
    })
    t.notOk(put.body.includes('sk-secret-123'), 'the key is never returned')
    const row = await db.selectFrom('llm_settings').selectAll().executeTakeFirstOrThrow()
    t.notOk(row.api_key_sealed!.includes('sk-secret'), 'stored sealed')
    const created = await admin.post('/api/llm/runs', { text: TRANSCRIPT, options: { engine: 'llm' } })
    const run = await waitForRun(admin, created.json().id)
    t.equal(run.status, 'completed', run.error ?? '')
    t.equal(fake.requests.at(-1)!.body.model, 'org-model', 'the organization model is used')
    t.equal(
      (await api(app, s.northwind).get('/api/llm/settings')).json().effective.model,
      'fake-1',
      'another organization keeps the environment',
    )
    const cleared = await admin.put(
      '/api/llm/settings',
      JSON.stringify({ model: null, apiKey: null }),
      'application/json',
    )
    t.match(cleared.json(), { model: null, apiKeySet: false, effective: { source: 'environment', model: 'fake-1' } })
    t.equal((await api(app, s.client).put('/api/llm/settings', '{}', 'application/json')).statusCode, 403)
  })

  await t.test(
    'organization instructions from a summary-prompt template reach the model; the run keeps the version',
    async (t) => {
      const orgId = s.admin.userData.orgId!
      const { id: templateId } = await db
        .insertInto('templates')
        .values({
          org_id: orgId,
          kind: 'summary-prompt' as never,
          name: 'Board style',
          document: JSON.stringify({ instructions: 'Write for the board: short and plain.' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const listed = (await admin.get('/api/llm/prompts')).json()
      t.match(listed.prompts, [{ id: templateId, name: 'Board style', version: 1 }])
      const created = await admin.post('/api/llm/runs', { text: TRANSCRIPT, templateId, options: { engine: 'llm' } })
      t.equal(created.statusCode, 201, created.body)
      const run = await waitForRun(admin, created.json().id)
      t.match(run, { status: 'completed', templateId })
      const system = fake.requests.at(-1)!.body.messages[0]
      t.equal(system.role, 'system')
      t.match(system.content, /Write for the board: short and plain\./, 'the instructions are in the system prompt')
      t.notOk(fake.requests.at(-1)!.body.messages[1].content.includes('Write for the board'), 'and not in the data')
      t.equal(
        (await api(app, s.northwind).post('/api/llm/runs', { text: TRANSCRIPT, templateId })).statusCode,
        404,
        "another organization's template is not found",
      )
      const rerun = await admin.post(`/api/llm/runs/${run.id}/rerun`, { options: { engine: 'builtin' } })
      t.equal(rerun.json().templateId, templateId, 'a rerun keeps the template')
    },
  )
})

t.test('limits and configuration errors: 413, 409, private URL refused', async (t) => {
  const { app } = await buildTestApp(t, { SUMMARY_MAX_INPUT_BYTES: '2048' }, { jobs: false })
  const admin = api(app, (await sessions(app, ['admin'])).admin)
  const big = await admin.post('/api/llm/runs', { text: `Anna: ${'word '.repeat(1000)}` })
  t.equal(big.statusCode, 413)
  t.match(big.json().message, /accepts at most 2048 bytes/)
  t.notMatch(big.json().message, /SUMMARY_/, 'no setting names in what users read')
  const file = multipartBody({ name: 'big.txt', type: 'text/plain', content: `Anna: ${'word '.repeat(1000)}` })
  const bigFile = await app.inject({
    method: 'POST',
    url: '/api/llm/runs/upload',
    headers: { authorization: `Bearer ${(await sessions(app, ['admin'])).admin.token}`, ...file.headers },
    payload: file.payload,
  })
  t.equal(bigFile.statusCode, 413, bigFile.body)
  const noModel = await admin.post('/api/llm/runs', {
    text: 'Anna: We should ship on Friday.',
    options: { engine: 'llm' },
  })
  t.equal(noModel.statusCode, 409)
  t.match(noModel.json().message, /An admin can connect a model in Model settings/)
  t.notMatch(noModel.json().message, /LLM_/, 'no setting names in what users read')
  const priv = await admin.put(
    '/api/llm/settings',
    JSON.stringify({ baseUrl: 'http://127.0.0.1:9999/v1' }),
    'application/json',
  )
  t.equal(priv.statusCode, 400)
  t.match(priv.json().message, /private or loopback/)
  t.equal(
    (await admin.post('/api/llm/runs', { text: 'x', meetingId: '00000000-0000-0000-0000-000000000000' })).statusCode,
    400,
    'text or meeting, not both',
  )
})
