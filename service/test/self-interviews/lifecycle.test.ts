import { sql } from 'kysely'
import t from 'tap'
import { REMINDER_QUEUE } from '../../src/modules/self-interviews/jobs.js'
import { buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview } from './helpers.js'

t.test('a self-interview from link to reports', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, link, set } = await createInterview(manager)
  t.match(link, new RegExp(`/i/${uid}$`), 'the link is /i/{uid}')
  t.ok(uid.length >= 22, 'the uid carries at least 128 bits')
  const stored = await db
    .selectFrom('self_interviews')
    .select(['uid_hash', 'template_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  t.not(stored.uid_hash, uid, 'only a hash is stored')
  t.equal(stored.template_id, set.id, 'the interview keeps the template row it was made from')
  const mail = await db
    .selectFrom('outbox_emails')
    .select(['to_address', 'body'])
    .where('to_address', '=', 'alex.morgan@example.org')
    .execute()
  t.equal(mail.length, 1, 'one invitation in the outbox')
  t.ok(mail[0].body.includes(link), 'the invitation carries the link')

  const detailBefore = (await manager.get(`/api/self-interviews/${id}`)).json()
  t.notOk(JSON.stringify(detailBefore).includes(uid), 'the detail never shows the link again')

  let res = await candidate.state(uid)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal(res.json().state, 'created')
  const real = set.questions.filter((q) => !q.practice).map((q) => q.id)
  t.equal(
    res.json().questions.find((q: { id: string }) => q.id === real[0]).text,
    null,
    'question text hidden before it is opened',
  )

  t.equal((await candidate.openQuestion(uid, real[0])).statusCode, 409, 'no question before consent')
  res = await candidate.open(uid)
  t.equal(res.json().state, 'opened')
  t.equal((await candidate.openQuestion(uid, real[1])).statusCode, 409, 'questions open in order')
  t.equal((await candidate.answer(uid, real[0], 'x')).statusCode, 409, 'no answer before the question is opened')
  t.equal((await candidate.openQuestion(uid, 'practice')).statusCode, 400, 'the practice question is not recorded')

  res = await candidate.openQuestion(uid, real[0])
  t.equal(res.json().state, 'in_progress')
  const q0 = res.json().questions.find((q: { id: string }) => q.id === real[0])
  t.ok(q0.thinkDeadline && q0.answerDeadline && q0.text, 'opening stores the deadlines and shows the text')
  const again = (await candidate.openQuestion(uid, real[0]))
    .json()
    .questions.find((q: { id: string }) => q.id === real[0])
  t.equal(again.answerDeadline, q0.answerDeadline, 'opening again keeps the same deadlines')

  // Autosave, then resume: the draft is still there and the same question is current.
  t.equal((await candidate.answer(uid, real[0], 'draft', false)).statusCode, 200)
  res = await candidate.state(uid)
  t.equal(res.json().currentQuestionId, real[0], 'resume continues at the first unanswered question')
  t.equal(res.json().questions[res.json().questions.findIndex((q: { id: string }) => q.id === real[0])].answer, 'draft')
  t.equal((await candidate.answer(uid, real[0], ANSWERS[real[0]])).statusCode, 200)
  t.equal((await candidate.answer(uid, real[0], 'changed')).statusCode, 409, 'a submitted answer stays')
  t.equal((await candidate.complete(uid)).statusCode, 409, 'not complete while questions remain')

  // Deadlines: the server's clock, with grace.
  await candidate.openQuestion(uid, real[1])
  await db
    .updateTable('self_interview_answers')
    .set({ answer_deadline: new Date(Date.now() - 2000) })
    .where('question_id', '=', real[1])
    .execute()
  t.equal(
    (await candidate.answer(uid, real[1], ANSWERS[real[1]] ?? 'late but within grace', false)).statusCode,
    200,
    'within grace an answer still counts',
  )
  await db
    .updateTable('self_interview_answers')
    .set({ answer_deadline: new Date(Date.now() - 60_000) })
    .where('question_id', '=', real[1])
    .execute()
  res = await candidate.answer(uid, real[1], 'too late')
  t.equal(res.statusCode, 409, 'after deadline and grace: 409')
  t.equal(res.json().code, 'DEBRIEF_DEADLINE_PASSED')
  t.equal(
    (await candidate.state(uid)).json().currentQuestionId,
    real[2],
    'a question whose time ran out counts as done',
  )

  for (const q of real.slice(2)) {
    t.equal((await candidate.openQuestion(uid, q)).statusCode, 200)
    t.equal((await candidate.answer(uid, q, ANSWERS[q] ?? 'An answer.')).statusCode, 200)
  }
  res = await candidate.complete(uid)
  t.equal(res.statusCode, 200)
  t.equal(res.json().state, 'completed')
  t.equal((await candidate.complete(uid)).statusCode, 409, 'completing twice changes nothing')
  t.equal((await candidate.state(uid)).json().state, 'completed', 'a completed link shows its state')

  // Reports: exactly one per requested kind, sourced from the interview.
  const until = Date.now() + 30_000
  let detail
  for (;;) {
    detail = (await manager.get(`/api/self-interviews/${id}`)).json()
    if (detail.analysis && !['queued', 'running'].includes(detail.analysis.status)) break
    if (Date.now() > until) throw new Error(`analysis still ${detail.analysis?.status}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  t.equal(detail.analysis.status, 'completed')
  t.same(detail.reports.map((r: { kind: string }) => r.kind).sort(), ['recruiter', 'self'])
  t.ok(detail.reports.every((r: { status: string }) => r.status === 'ready'))
  const reports = await db
    .selectFrom('reports')
    .select(['kind', 'source_type', 'source_id', 'profile_id'])
    .where('source_id', '=', id)
    .execute()
  t.equal(reports.length, 2, 'one report per kind')
  t.ok(
    reports.every((r) => r.source_type === 'self-interview' && r.profile_id),
    'linked to the interview and the candidate’s profile',
  )
  const transcript = await db
    .selectFrom('transcripts')
    .select('segments')
    .where('meeting_id', '=', detail.selfInterview.meetingId)
    .executeTakeFirstOrThrow()
  t.equal(transcript.segments.length, real.length, 'one segment per answer')
  t.ok(
    transcript.segments.every((seg) => seg.speaker === 'Alex Morgan'),
    'spoken by the candidate',
  )
  t.same(
    detail.events
      .map((e: { kind: string }) => e.kind)
      .filter((k: string) => ['created', 'opened', 'in_progress', 'completed'].includes(k)),
    ['created', 'opened', 'in_progress', 'completed'],
    'every transition on the timeline',
  )
  t.equal(detail.answers.length, real.length, 'the manager sees every answer, never the practice one')
  const { rows } = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(db)
  t.ok(
    rows.some((r) => r.name === REMINDER_QUEUE),
    'the reminder pass is a pg-boss cron schedule in the database',
  )
})

t.test('one-page mode, revoke, resend, expiry and extension', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)

  const one = await createInterview(manager, { mode: 'one-page', requestedKinds: [] })
  let res = await candidate.state(one.uid)
  t.ok(
    res.json().questions.every((q: { text: string | null }) => q.text),
    'one page shows every question',
  )
  await candidate.open(one.uid)
  t.equal(
    (await candidate.answer(one.uid, 'why', 'Because.', false)).statusCode,
    200,
    'one page autosaves without opening',
  )
  t.equal((await candidate.complete(one.uid)).json().state, 'completed')

  const r = await createInterview(manager)
  t.equal((await manager.post(`/api/self-interviews/${r.id}/revoke`)).json().selfInterview.state, 'revoked')
  res = await candidate.state(r.uid)
  t.equal(res.statusCode, 410)
  t.equal(res.json().code, 'DEBRIEF_LINK_REVOKED')
  t.equal(
    (await manager.post(`/api/self-interviews/${r.id}/resend`)).statusCode,
    409,
    'a revoked interview gets no new link',
  )
  t.equal(
    (await manager.post(`/api/self-interviews/${one.id}/revoke`)).statusCode,
    409,
    'a completed one cannot be revoked',
  )

  const x = await createInterview(manager)
  await candidate.open(x.uid)
  res = await manager.post(`/api/self-interviews/${x.id}/resend`)
  t.equal(res.statusCode, 200)
  const fresh = res.json().uid
  t.not(fresh, x.uid)
  t.equal((await candidate.state(x.uid)).statusCode, 404, 'the old link is dead (and looks unknown)')
  t.equal((await candidate.state(fresh)).json().state, 'opened', 'the new link continues where the candidate was')
  t.equal((await candidate.state('A'.repeat(43))).statusCode, 404, 'an unknown link is 404')

  await db
    .updateTable('self_interviews')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', x.id)
    .execute()
  res = await candidate.state(fresh)
  t.equal(res.statusCode, 410)
  t.equal(res.json().code, 'DEBRIEF_LINK_EXPIRED')
  t.equal(
    (await manager.get(`/api/self-interviews/${x.id}`)).json().selfInterview.state,
    'expired',
    'the expiry is stored',
  )
  t.equal(
    (await manager.patch(`/api/self-interviews/${x.id}`, { expiresAt: new Date(Date.now() - 5000).toISOString() }))
      .statusCode,
    400,
    'an expiry in the past is refused',
  )
  res = await manager.patch(`/api/self-interviews/${x.id}`, {
    expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  })
  t.equal(res.statusCode, 200)
  t.equal(res.json().selfInterview.state, 'opened', 'extending reopens where it stopped')
  t.equal((await candidate.state(fresh)).statusCode, 200)

  t.equal((await manager.delete(`/api/self-interviews/${x.id}`)).statusCode, 204)
  t.equal((await manager.get(`/api/self-interviews/${x.id}`)).statusCode, 404)
  t.equal((await candidate.state(fresh)).statusCode, 404)
})
