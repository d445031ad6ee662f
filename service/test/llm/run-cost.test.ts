import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { runSummary } from '../../src/modules/llm/run-summary.js'
import { startFakeModel } from './fake-model.js'
import { TRANSCRIPT } from './helpers.js'

/**
 * A run's first attempt gets an invalid reply (paid for), asks again, and is cut by a shutdown while the model
 * stalls; the queue's next attempt completes. Every reply of both attempts is billed once, and the run shows what
 * its usage rows add up to.
 */
t.test('an interrupted attempt is billed once and the run costs what its usage rows say', async (t) => {
  const fake = await startFakeModel(['invalid', 'stall'])
  t.teardown(() => fake.close())
  const { app, db } = await buildTestApp(
    t,
    { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-1', LLM_ALLOW_PRIVATE: 'true', LLM_MAX_RETRIES: '2' },
    { jobs: false },
  )
  const s = await sessions(app, ['admin', 'superadmin'])
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
  const created = await api(app, s.admin).post('/api/llm/runs', { text: TRANSCRIPT, options: { engine: 'llm' } })
  t.equal(created.statusCode, 201, created.body)
  const runId = created.json().id
  const deps = { db, box: app.secretBox, env: app.config, log: app.log, cancelPollMs: 60_000 }

  const shutdown = new AbortController()
  const first = runSummary(deps, runId, shutdown.signal)
  while (fake.requests.length < 2) await new Promise((r) => setTimeout(r, 20))
  shutdown.abort(new Error('The service is shutting down'))
  await t.rejects(first, /shutting down/, 'the attempt hands the run back to the queue')
  await runSummary(deps, runId)

  const rows = await db.selectFrom('usage_events').selectAll().where('run_id', '=', runId).execute()
  t.equal(rows.length, 2, 'the invalid reply of the cut attempt and the answer of the next: each billed once')
  t.equal(new Set(rows.map((r) => r.idempotency_key)).size, 2)
  const run = (await api(app, s.admin).get(`/api/llm/runs/${runId}`)).json()
  t.equal(run.status, 'completed', run.error ?? '')
  t.equal(run.attempts, 2)
  t.ok(run.costMinor > 0, `the run shows a cost (${run.costMinor})`)
  t.equal(
    run.costMinor,
    rows.reduce((a, r) => a + Number(r.amount_minor), 0),
    'the run costs what its usage rows say',
  )
  t.equal(
    run.promptTokens,
    rows.reduce((a, r) => a + Number(r.input_tokens), 0),
    'and its tokens are theirs',
  )
})
