import t from 'tap'
import { runTranscription } from '../../src/modules/self-interviews/run-transcription.js'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview } from '../self-interviews/helpers.js'
import { TRANSCRIPT, waitForRun } from './helpers.js'

/** A candidate answers every question in text and finishes; returns the interview's id. */
async function completed(app: Parameters<typeof clients>[0], session: Parameters<typeof clients>[1]) {
  const { manager, candidate } = clients(app, session)
  const { id, uid, set } = await createInterview(manager)
  await candidate.open(uid)
  for (const q of set.questions.filter((x) => !x.practice)) {
    await candidate.openQuestion(uid, q.id)
    await candidate.answer(uid, q.id, ANSWERS[q.id] ?? 'An answer.')
  }
  const res = await candidate.complete(uid)
  if (res.json().state !== 'completed') throw new Error(`complete: ${res.statusCode} ${res.body}`)
  return id
}

t.test(
  'self-interviews: billed on completion, summarized as a source; the hard cap refuses new work with 402',
  async (t) => {
    const { app, db } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
    const s = await sessions(app, ['admin', 'northwind'])
    const orgId = s.admin.userData.orgId!
    const admin = api(app, s.admin)

    const interviewId = await completed(app, s.admin)
    const usage = await db
      .selectFrom('usage_events')
      .select(['kind', 'quantity', 'amount_minor', 'self_interview_id', 'meta'])
      .where('idempotency_key', '=', `self-interview:${interviewId}`)
      .execute()
    t.equal(usage.length, 1, 'one usage row for the completed interview')
    t.match(usage[0], {
      kind: 'self-interviews',
      quantity: 1,
      amount_minor: 50,
      self_interview_id: interviewId,
      meta: { answers: 4, recordedAnswers: 0 },
    })

    // The self-interview as a summarizer source: its answers, spoken by the candidate.
    const created = await admin.post('/api/llm/runs', { selfInterviewId: interviewId, options: { engine: 'builtin' } })
    t.equal(created.statusCode, 201, created.body)
    t.match(created.json(), {
      sourceKind: 'self-interview',
      selfInterviewId: interviewId,
      sourceName: 'Self-interview: Alex Morgan',
      meetingId: null,
    })
    const run = await waitForRun(admin, created.json().id)
    t.equal(run.status, 'completed', run.error ?? '')
    const source = (await admin.get(`/api/llm/runs/${run.id}/source`)).json()
    t.equal(source.segments.length, 4)
    t.ok(source.segments.every((x: { speaker: string }) => x.speaker === 'Alex Morgan'))
    t.match(source.segments[0].text, /backend engineer/)
    t.equal(
      (await api(app, s.northwind).post('/api/llm/runs', { selfInterviewId: interviewId })).statusCode,
      404,
      'another organization’s interview is not found',
    )
    t.equal(
      (await admin.post('/api/llm/runs', { selfInterviewId: interviewId, text: 'x' })).statusCode,
      400,
      'one source only',
    )
    t.equal(
      (await admin.get('/api/llm/runs?sourceKind=self-interview')).json().total,
      1,
      'the list filters by the new source kind',
    )

    // Over the hard cap: new summaries (text, self-interview, rerun, file) and report reruns answer 402; reading stays.
    await admin.put(
      '/api/billing/budget',
      JSON.stringify({ monthlyBudgetMinor: 100, hardCap: true }),
      'application/json',
    )
    await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'cap-1', quantity: 500 })
    for (const [what, res] of [
      ['text', await admin.post('/api/llm/runs', { text: TRANSCRIPT })],
      ['self-interview', await admin.post('/api/llm/runs', { selfInterviewId: interviewId })],
      ['rerun', await admin.post(`/api/llm/runs/${run.id}/rerun`, {})],
    ] as const) {
      t.equal(res.statusCode, 402, `${what}: 402`)
      t.match(
        res.json(),
        { statusCode: 402, code: 'DEBRIEF_PAYMENT_REQUIRED', message: /budget.*hard cap/ },
        `${what}: a JSON error saying why`,
      )
    }
    const detail = (await admin.get(`/api/self-interviews/${interviewId}`)).json()
    const reportId = detail.reports[0]?.id
    t.ok(reportId, 'the interview was analysed before the cap')
    const rerunReport = await admin.post(`/api/reports/${reportId}/rerun`)
    t.equal(rerunReport.statusCode, 402, 'a report rerun is new analysis work')
    t.equal((await admin.get(`/api/llm/runs/${run.id}`)).statusCode, 200, 'reading a run stays possible')
    t.equal((await admin.get('/api/llm/runs')).statusCode, 200)

    // Work a candidate starts is held back rather than refused to them: no analysis, no transcription.
    const held = await completed(app, s.admin)
    const heldRow = await db
      .selectFrom('self_interviews')
      .select(['state', 'analysis_id'])
      .where('id', '=', held)
      .executeTakeFirstOrThrow()
    t.same(
      heldRow,
      { state: 'completed', analysis_id: null },
      'the completed interview waits: no analysis queued over the cap',
    )
    const answer = await db
      .selectFrom('self_interview_answers')
      .select('id')
      .where('interview_id', '=', held)
      .where('question_id', '=', 'conflict')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('self_interview_answers')
      .set({ transcription: 'pending', media_path: '/nonexistent/answer.webm', media_type: 'audio/webm' })
      .where('id', '=', answer.id)
      .execute()
    // An unreachable service: reaching it would throw, so a clean return shows the cap stopped it first.
    await runTranscription(app, { baseUrl: 'http://127.0.0.1:9', model: 'whisper-test' }, () => null, answer.id, false)
    const after = await db
      .selectFrom('self_interview_answers')
      .select('transcription')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow()
    t.equal(after.transcription, 'failed', 'the transcription is refused (a manager may type the transcript)')
    t.equal(
      (
        await db
          .selectFrom('usage_events')
          .select('id')
          .where('idempotency_key', '=', `transcription:${answer.id}`)
          .execute()
      ).length,
      0,
      'and nothing is billed',
    )
  },
)
