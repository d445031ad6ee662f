import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { startFakeModel, type FakeModel } from '../llm/fake-model.js'
import { meeting } from './transcript-meetings.js'
import type { Db } from '../../src/db/create-db.js'

// Issue 28, item 8: ask across meetings with the organization's model, against a double speaking the real
// chat-completions protocol. Every quote shown is verbatim in the line it cites; money is reserved before the call.

interface Quote {
  meetingId: string
  meetingTitle: string
  speaker: string | null
  startMs: number
  text: string
}
const ask = async (client: Api, body: unknown) => {
  const res = await client.post('/api/search/ask', body)
  return { status: res.statusCode, body: res.json() }
}
const MODEL_ENV = { LLM_BASE_URL: '', LLM_MODEL: 'fake-1', LLM_ALLOW_PRIVATE: 'true', LLM_MAX_RETRIES: '0' }
const PARALLEL = 16

/** What the model was sent last: the whole prompt as text. */
const lastPrompt = (fake: FakeModel) =>
  fake.requests
    .at(-1)!
    .body.messages.map((m) => m.content)
    .join('\n')

async function asks(db: Db, orgId: string) {
  const usage = await sql<{
    n: number
    amount: string
  }>`SELECT count(*)::int AS n, COALESCE(sum(amount_minor), 0) AS amount
    FROM usage_events WHERE org_id = ${orgId}::uuid AND meta->>'feature' = 'ask'`.execute(db)
  const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_reservations
    WHERE org_id = ${orgId}::uuid AND owner LIKE 'ask:%'`.execute(db)
  const traces = await sql<{ status: string; prompt: string }>`SELECT status, prompt FROM model_calls
    WHERE org_id = ${orgId}::uuid AND served_kind = 'ask' ORDER BY created_at`.execute(db)
  return { billed: usage.rows[0]!.n, amount: Number(usage.rows[0]!.amount), held: held.rows[0]!.n, traces: traces.rows }
}

const price = (superadmin: Api) =>
  superadmin.post('/api/costs/prices', {
    kind: 'llm-tokens',
    pattern: 'fake-*',
    currency: 'EUR',
    inputPriceMinor: 1,
    outputPriceMinor: 2,
    perQuantity: 10,
    validFrom: '2020-01-01T00:00:00.000Z',
    note: 'test price',
  })

const LINES: [string, number, string][] = [
  ['Anna', 5, 'Welcome everyone, let us start.'],
  ['Boris', 65, 'The quokka budget was over by ten percent last quarter.'],
  ['Anna', 130, 'Quokka budget, quokka tanks, quokka food: the quokka budget dominates.'],
  ['Boris', 200, 'Write to boris.quill@example.com about the quokka invoices.'],
]

t.test('ask with the model: verified quotes, fabrications dropped, failures released, tenants, masking', async (t) => {
  const fake = await startFakeModel()
  t.teardown(() => fake.close())
  const { app, db } = await buildTestApp(t, { ...MODEL_ENV, LLM_BASE_URL: fake.url }, { jobs: false })
  const s = await sessions(app, ['client', 'admin', 'northwind', 'superadmin'])
  const client = api(app, s.client)
  const other = api(app, s.northwind)
  const orgId = s.client.userData.orgId!
  const budget = await meeting(client, 'Quokka budget review', LINES)
  await meeting(other, 'Northwind quokka', [['Nora', 3, 'Our quokka budget is secret.']])
  // A quote is (part of) one of the meeting's lines at its time and speaker; the masked line as the view shows it.
  const verbatim = (q: Quote) =>
    LINES.some(
      ([speaker, at, text]) =>
        q.meetingId === budget &&
        q.speaker === speaker &&
        q.startMs === at * 1000 &&
        (text.includes(q.text) || (q.text.includes('***') && !q.text.includes('boris.quill'))),
    )

  await t.test(
    'the model answers; each quote is verbatim in the line it cites, with its meeting, speaker and time',
    async (t) => {
      const before = await asks(db, orgId)
      const { status, body } = await ask(client, { question: 'What about the quokka?' })
      t.equal(status, 200, JSON.stringify(body))
      t.equal(body.engine, 'llm')
      t.equal(body.model, 'fake-1')
      t.equal(body.fallback, null)
      t.equal(body.droppedQuotes, 0)
      t.match(body.answer, /quokka/)
      t.equal(body.quotes.length, 2)
      for (const q of body.quotes as Quote[]) t.ok(verbatim(q), `verbatim in its line: ${q.text}`)
      t.equal(body.meetingCount, 1)
      const after = await asks(db, orgId)
      t.equal(after.billed, before.billed + 1, 'the call is billed once by its tokens')
      t.equal(after.held, 0, 'its reservation is settled')
      t.equal(after.traces.at(-1)?.status, 'ok', 'and traced as serving an ask')
    },
  )

  await t.test('a fabricated quote is dropped and counted', async (t) => {
    fake.script.push('invent')
    const { body } = await ask(client, { question: 'What about the quokka?' })
    t.equal(body.engine, 'llm')
    t.equal(body.droppedQuotes, 1)
    t.equal(body.quotes.length, 2)
    for (const q of body.quotes as Quote[]) {
      t.ok(verbatim(q), `verbatim: ${q.text}`)
      t.notMatch(q.text, /moon base/)
    }
  })

  await t.test('no quote verifies: the built-in answer, and it says so', async (t) => {
    fake.script.push('invent-all')
    const { body } = await ask(client, { question: 'What about the quokka?' })
    t.equal(body.engine, 'builtin')
    t.equal(body.fallback, 'unverified')
    t.equal(body.droppedQuotes, 3)
    t.equal(body.model, null)
    t.ok(body.quotes.length > 0)
    for (const q of body.quotes as Quote[]) t.ok(verbatim(q), `a transcript line: ${q.text}`)
    t.notMatch(body.answer, /meetings discussed/, 'not the model’s unsupported answer')
  })

  await t.test('the model fails: the built-in answer, the reservation released, nothing billed', async (t) => {
    const before = await asks(db, orgId)
    fake.script.push('server-error')
    const { status, body } = await ask(client, { question: 'What about the quokka?' })
    t.equal(status, 200)
    t.equal(body.engine, 'builtin')
    t.equal(body.fallback, 'model-failed')
    const after = await asks(db, orgId)
    t.equal(after.billed, before.billed, 'nothing billed')
    t.equal(after.held, 0, 'the reservation is released')
    t.equal(after.traces.at(-1)?.status, 'error', 'the failed call is traced')
  })

  await t.test('a reservation left by an ask whose process died stops counting once older than a call', async (t) => {
    await sql`INSERT INTO billing_reservations (org_id, owner, usage_key, kind, model, amount_minor, currency, created_at)
      VALUES (${orgId}::uuid, 'ask:crashed', 'ask:crashed', 'llm-tokens', 'fake-1', 500, 'EUR', now() - interval '1 day'),
             (${orgId}::uuid, 'ask:running', 'ask:running', 'llm-tokens', 'fake-1', 500, 'EUR', now())`.execute(db)
    const { body } = await ask(client, { question: 'What about the quokka?' })
    t.equal(body.engine, 'llm')
    const left = await sql<{ owner: string }>`SELECT owner FROM billing_reservations
      WHERE org_id = ${orgId}::uuid AND owner LIKE 'ask:%'`.execute(db)
    t.same(
      left.rows.map((r) => r.owner),
      ['ask:running'],
      'the stale one is gone; one that may still be running stays',
    )
    await sql`DELETE FROM billing_reservations WHERE owner = 'ask:running'`.execute(db)
  })

  await t.test('the caller may choose the built-in engine: no model call', async (t) => {
    const calls = fake.requests.length
    const { body } = await ask(client, { question: 'What about the quokka?', engine: 'builtin' })
    t.equal(body.engine, 'builtin')
    t.equal(body.fallback, null)
    t.equal(fake.requests.length, calls)
  })

  await t.test('tenants: the model sees and quotes only the caller’s organization', async (t) => {
    await ask(client, { question: 'quokka' })
    t.notMatch(lastPrompt(fake), /Northwind|secret/, 'no line of another organization is sent')
    const theirs = await ask(other, { question: 'quokka' })
    t.equal(theirs.body.engine, 'llm')
    t.match(lastPrompt(fake), /Our quokka budget is secret/)
    t.notMatch(lastPrompt(fake), /Quokka budget review|tanks/, 'nor ours to them')
    t.same(
      (theirs.body.quotes as Quote[]).map((q) => q.meetingTitle),
      ['Northwind quokka'],
    )
    const calls = fake.requests.length
    const all = await ask(api(app, s.superadmin), { question: 'quokka' })
    t.equal(all.body.engine, 'builtin', 'the superadmin (every organization) asks with the built-in engine')
    t.equal(fake.requests.length, calls)
    t.equal((await ask(api(app, s.superadmin), { question: 'quokka', engine: 'llm' })).status, 400)
  })

  await t.test('masking: a hidden value is never sent to the model, quoted or traced', async (t) => {
    const { body } = await ask(client, { question: 'Where do the invoices go?' })
    t.equal(body.engine, 'llm')
    t.notMatch(lastPrompt(fake), /boris\.quill/)
    t.match(lastPrompt(fake), /\*\*\*/)
    for (const q of body.quotes as Quote[]) t.notMatch(q.text, /boris\.quill/)
    const { traces } = await asks(db, orgId)
    for (const tr of traces) t.notMatch(tr.prompt, /boris\.quill/)
  })
})

t.test('ask with the llm engine and no model connected: 409; by default the built-in engine', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client'])
  const client = api(app, s.client)
  await meeting(client, 'Quokka budget review', LINES)
  const asked = await ask(client, { question: 'quokka budget', engine: 'llm' })
  t.equal(asked.status, 409)
  t.type(asked.body.message, 'string')
  t.equal((await ask(client, { question: 'quokka budget' })).body.engine, 'builtin')
})

t.test('hard cap: 16 asks at once accept exactly what the budget covers; the ledger matches', async (t) => {
  const fake = await startFakeModel()
  let release = () => {}
  t.teardown(async () => {
    release()
    await fake.close()
  })
  const { app, db } = await buildTestApp(
    t,
    { ...MODEL_ENV, LLM_BASE_URL: fake.url },
    { jobs: false },
    { poolMax: PARALLEL + 4 },
  )
  const s = await sessions(app, ['admin', 'superadmin'])
  const admin = api(app, s.admin)
  const orgId = s.admin.userData.orgId!
  t.equal((await price(api(app, s.superadmin))).statusCode, 201)
  await meeting(admin, 'Quokka budget review', LINES)
  const question = { question: 'What about the quokka?' }
  const until = async (what: string, done: () => Promise<boolean> | boolean) => {
    for (const deadline = Date.now() + 60_000; !(await done());) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  // One ask held at the model shows what an ask reserves (the same question reserves the same each time).
  fake.gate = new Promise<void>((r) => (release = r))
  const first = ask(admin, question)
  await until('the first reservation', async () => (await asks(db, orgId)).held === 1)
  const held = await sql<{ amount: string }>`SELECT amount_minor AS amount FROM billing_reservations
    WHERE org_id = ${orgId}::uuid AND owner LIKE 'ask:%'`.execute(db)
  const each = Number(held.rows[0]!.amount)
  t.ok(each >= 10, `an ask reserves its estimated price (${each})`)
  release()
  t.equal((await first).body.engine, 'llm')

  // A budget of what is spent plus five and a half asks: five of sixteen are accepted.
  const spent = (await admin.get('/api/billing')).json().month.spendMinor as number
  const cap = spent + 5 * each + Math.floor(each / 2)
  const put = await admin.put(
    '/api/billing/budget',
    JSON.stringify({ monthlyBudgetMinor: cap, hardCap: true }),
    'application/json',
  )
  t.equal(put.statusCode, 204)
  const before = await asks(db, orgId)
  fake.gate = new Promise<void>((r) => (release = r))
  let refused = 0
  const burst = Array.from({ length: PARALLEL }, () =>
    admin.post('/api/search/ask', question).then((res) => {
      if (res.statusCode === 402) refused++
      return res
    }),
  )
  // Every request has either been refused or is held at the model with its reservation: then the calls answer.
  await until('every ask reserved or refused', () => fake.waiting + refused === PARALLEL)
  t.equal((await asks(db, orgId)).held, fake.waiting, 'each call in flight holds a reservation')
  release()
  fake.gate = undefined
  const results = await Promise.all(burst)
  const codes = results.reduce<Record<number, number>>(
    (m, r) => ({ ...m, [r.statusCode]: (m[r.statusCode] ?? 0) + 1 }),
    {},
  )
  t.same(codes, { 200: 5, 402: PARALLEL - 5 }, 'five accepted, the rest 402')
  const no = results.find((r) => r.statusCode === 402)!
  t.match(no.headers['content-type'], /application\/json/)
  t.match(no.json(), { code: 'DEBRIEF_PAYMENT_REQUIRED', message: /budget/ })
  for (const r of results.filter((x) => x.statusCode === 200)) t.equal(r.json().engine, 'llm')

  const after = await asks(db, orgId)
  t.equal(after.billed, before.billed + 5, 'one usage row per accepted ask')
  t.equal(after.held, 0, 'no reservation left')
  const billing = (await admin.get('/api/billing')).json().month
  t.equal(billing.reservedMinor, 0)
  t.equal(billing.spendMinor - spent, after.amount - before.amount, 'the spend grew by what the asks were billed')
  t.ok(billing.spendMinor <= cap, 'within the budget')
})
