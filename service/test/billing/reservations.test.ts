import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions, type Api } from '../helpers/product.js'
import { startFakeTranscriber } from '../self-interviews/fake-transcriber.js'
import { ANSWERS, clients, createInterview } from '../self-interviews/helpers.js'

// Issue 23 items 4 and 5: the budget's hard cap and the plan's monthly limit hold however many requests overlap.
// Queued and running work counts at its price (a reservation under the organization's lock), so of 16 requests
// fired at once exactly what the budget or the plan covers is accepted.
const PARALLEL = 16
// A pooled connection for every request at once: they queue on the organization's lock in PostgreSQL, which is what
// is tested, rather than for a connection of the test's pool of ten (a wait bounded at 3 s, answered 503, which a
// loaded machine exceeds).
const WIDE_POOL = { poolMax: PARALLEL + 4 }

const budget = (admin: Api, monthlyBudgetMinor: number) =>
  admin.put('/api/billing/budget', JSON.stringify({ monthlyBudgetMinor, hardCap: true }), 'application/json')

async function meetings(admin: Api, n: number) {
  const ids: string[] = []
  for (let i = 0; i < n; i++) ids.push(await meetingWithTranscript(admin, `Cap meeting ${i + 1}`))
  return ids
}

const codes = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((m, r) => ({ ...m, [r.statusCode]: (m[r.statusCode] ?? 0) + 1 }), {})

t.test('hard cap: 16 analyses at once against a budget of 30 cents accept one (20 cents)', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false }, WIDE_POOL)
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  t.equal((await budget(admin, 30)).statusCode, 204)
  const ids = await meetings(admin, PARALLEL)
  const results = await Promise.all(ids.map((id) => admin.post(`/api/meetings/${id}/analyses`, { kinds: ['self'] })))
  t.same(codes(results), { 202: 1, 402: PARALLEL - 1 }, 'one accepted, the rest 402')
  t.match(results.find((r) => r.statusCode === 402)!.json(), { code: 'DEBRIEF_PAYMENT_REQUIRED', message: /budget/ })
  const status = (await admin.get('/api/billing')).json()
  t.equal(status.month.reservedMinor, 20, 'the queued analysis counts at its price')
  t.equal(status.month.spendMinor, 0, 'nothing billed yet')

  // One at a time after the burst: still refused; cancelling the accepted one frees its price.
  const refused = ids.filter((_, i) => results[i]!.statusCode === 402)
  t.equal((await admin.post(`/api/meetings/${refused[0]}/analyses`, { kinds: ['self'] })).statusCode, 402)
  const accepted = results.find((r) => r.statusCode === 202)!.json().jobId
  t.equal((await admin.post(`/api/jobs/${accepted}/cancel`)).statusCode, 200)
  t.equal((await admin.post(`/api/meetings/${refused[1]}/analyses`, { kinds: ['self'] })).statusCode, 202)

  // A budget of 1.00 € takes five at 20 cents, of 16 fired together.
  t.equal((await budget(admin, 120)).statusCode, 204)
  const more = await meetings(admin, PARALLEL)
  const second = await Promise.all(more.map((id) => admin.post(`/api/meetings/${id}/analyses`, { kinds: ['self'] })))
  t.same(codes(second), { 202: 5, 402: PARALLEL - 5 }, '20 reserved + 5 × 20 = 120')
  t.equal((await admin.get('/api/billing')).json().month.reservedMinor, 120)
})

t.test('plan limit: 16 analyses at once on the basic plan (10 a month) accept ten', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false }, WIDE_POOL)
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  await db.updateTable('organizations').set({ plan: 'basic' }).where('id', '=', s.admin.userData.orgId!).execute()
  const ids = await meetings(admin, PARALLEL)
  const results = await Promise.all(ids.map((id) => admin.post(`/api/meetings/${id}/analyses`, { kinds: ['self'] })))
  t.same(codes(results), { 202: 10, 402: PARALLEL - 10 }, 'never more than the limit')
  t.match(results.find((r) => r.statusCode === 402)!.json().message, /10 analysed meetings a month/)
  const limits = (await admin.get('/api/billing')).json().limits
  t.equal(limits.analysedMeetings + limits.analysedMeetingsInProgress, 10)
  t.equal(limits.analysedMeetingLimit, 10)

  // One at a time it holds too; another analysis of a meeting already counted this month is not a new one.
  const extra = await meetingWithTranscript(admin, 'The eleventh')
  t.equal((await admin.post(`/api/meetings/${extra}/analyses`, { kinds: ['self'] })).statusCode, 402)
  const counted = ids[results.findIndex((r) => r.statusCode === 202)]
  t.equal((await admin.post(`/api/meetings/${counted}/analyses`, { kinds: ['recruiter'] })).statusCode, 202)
  // The same meeting 16 times at once is one analysed meeting.
  await db.updateTable('organizations').set({ plan: 'team' }).where('id', '=', s.admin.userData.orgId!).execute()
  const one = await meetingWithTranscript(admin, 'Sixteen clicks')
  const same = await Promise.all(
    Array.from({ length: PARALLEL }, () => admin.post(`/api/meetings/${one}/analyses`, { kinds: ['self'] })),
  )
  t.same(codes(same), { 202: PARALLEL })
  t.equal((await admin.get('/api/billing')).json().limits.analysedMeetingsInProgress, 11)
})

t.test('hard cap: 16 language-model summaries at once accept what the budget covers', async (t) => {
  const { app } = await buildTestApp(
    t,
    { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'gpt-4o', LLM_ALLOW_PRIVATE: 'true' },
    { jobs: false },
    WIDE_POOL,
  )
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  // 200,000 bytes: (50,000 + 1,500 prompt) input tokens at 2.50 € and 1,500 output at 10.00 € per million = 14 cents.
  const text = 'The quarterly review went well and the team agreed on next steps. '.repeat(3031).slice(0, 200_000)
  t.equal((await budget(admin, 50)).statusCode, 204)
  const results = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      admin.post('/api/llm/runs', { text, title: `Summary ${i + 1}`, options: { engine: 'llm' } }),
    ),
  )
  t.same(codes(results), { 201: 3, 402: PARALLEL - 3 }, '3 × 14 = 42 of 50')
  t.equal((await admin.get('/api/billing')).json().month.reservedMinor, 42)
  const run = results.find((r) => r.statusCode === 201)!.json()
  t.equal(run.currency, 'EUR', 'a run carries the organization’s currency before any call')
  t.equal((await admin.post(`/api/llm/runs/${run.id}/cancel`)).statusCode, 200)
  t.equal((await admin.get('/api/billing')).json().month.reservedMinor, 28, 'cancelling releases its price')
})

t.test('hard cap: 16 recorded answers at once are transcribed as far as the budget goes', async (t) => {
  const fake = await startFakeTranscriber()
  let release = () => {}
  fake.gate = new Promise<void>((r) => (release = r)) // transcriptions stay in progress while the burst runs
  t.teardown(async () => {
    release()
    await fake.close()
  })
  const { app, db } = await buildTestApp(
    t,
    { TRANSCRIBE_BASE_URL: fake.url, TRANSCRIBE_MODEL: 'whisper-1' },
    { jobs: FAST_JOBS },
    WIDE_POOL,
  )
  const s = await sessions(app, ['admin'])
  const orgId = s.admin.userData.orgId!
  const { manager, candidate } = clients(app, s.admin)
  // The demo's queued analysis completes (and bills) once workers run: wait for it, then cap at spend + 5 cents.
  for (;;) {
    const busy = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analyses
      WHERE org_id = ${orgId}::uuid AND status IN ('queued', 'running')`.execute(db)
    if (busy.rows[0]!.n === 0) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const spend = (await manager.get('/api/billing')).json().month.spendMinor
  t.equal((await budget(manager, spend + 5)).statusCode, 204)

  const uploads: { uid: string; question: string }[] = []
  for (let i = 0; i < PARALLEL; i++) {
    const { uid, set } = await createInterview(manager, { candidateName: `Candidate ${i + 1}` })
    await candidate.open(uid)
    for (const q of set.questions.filter((x: { practice: boolean }) => !x.practice)) {
      await candidate.openQuestion(uid, q.id)
      if (q.mode !== 'text') {
        uploads.push({ uid, question: q.id })
        break
      }
      await candidate.answer(uid, q.id, ANSWERS[q.id] ?? 'An answer.')
    }
  }
  t.equal(uploads.length, PARALLEL)
  const webm = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
    Buffer.alloc(2000, 7),
  ])
  const results = await Promise.all(
    uploads.map((u) =>
      app.inject({
        method: 'PUT',
        url: `/api/public/self-interviews/${u.uid}/questions/${u.question}/media`,
        headers: { 'content-type': 'audio/webm' },
        payload: webm,
      }),
    ),
  )
  t.same(codes(results), { 200: PARALLEL }, 'the candidate is never refused: the answer is kept')
  const states = await sql<{ transcription: string; n: number }>`SELECT transcription, count(*)::int AS n
    FROM self_interview_answers WHERE org_id = ${orgId}::uuid AND media_path IS NOT NULL GROUP BY 1 ORDER BY 1`.execute(
    db,
  )
  t.same(
    states.rows,
    [
      { transcription: 'failed', n: PARALLEL - 5 },
      { transcription: 'pending', n: 5 },
    ],
    'five transcriptions of about a minute (1 cent each) are queued; the others wait for a typed transcript',
  )
  t.equal((await manager.get('/api/billing')).json().month.reservedMinor, 5)
  release()
})
