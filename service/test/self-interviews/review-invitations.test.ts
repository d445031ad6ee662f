import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { runReviewReminderPass } from '../../src/modules/self-interviews/review-invitations.js'
import { ANSWERS, clients, createInterview } from './helpers.js'
import { upToMedia, WEBM } from './recordings.js'

const HOUR = 3_600_000
const inDays = (d: number) => new Date(Date.now() + d * 24 * HOUR).toISOString()

/** The public calls of an external reviewer's link. */
function link(app: FastifyInstance, token: string) {
  const base = `/api/review-links/${token}`
  return {
    get: () => app.inject({ method: 'GET', url: base }),
    media: (q: string, range?: string) =>
      app.inject({ method: 'GET', url: `${base}/answers/${q}/media`, headers: range ? { range } : {} }),
    save: (scores: unknown[]) => app.inject({ method: 'PUT', url: `${base}/review`, payload: { scores } }),
    submit: (scores: unknown[]) => app.inject({ method: 'POST', url: `${base}/review/submit`, payload: { scores } }),
  }
}

const tokenOf = (url: string) => url.split('/review/')[1]!

t.test('team review: invitations, permissions, the reviewer link, revoke, token isolation', async (t) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-team-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app, db } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'northwind', 'demo'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  // The candidate answers three questions in text and completes.
  await candidate.open(uid)
  const real = set.questions.filter((q) => !q.practice).map((q) => q.id)
  for (const q of real.slice(0, 3)) {
    await candidate.openQuestion(uid, q)
    t.equal((await candidate.answer(uid, q, ANSWERS[q]!)).statusCode, 200)
  }
  await db.updateTable('self_interviews').set({ state: 'completed' }).where('id', '=', id).execute()
  const base = `/api/self-interviews/${id}/review-invitations`

  // Only the interview's managers: another organization's member finds nothing, a demo role is refused.
  const northwind = api(app, s.northwind)
  t.equal((await northwind.get(base)).statusCode, 404, 'another organization: 404')
  t.equal((await northwind.post(base, { email: 'x@example.org', name: 'X', dueAt: inDays(3) })).statusCode, 404)
  t.equal((await api(app, s.demo).get(base)).statusCode, 403)
  t.equal((await api(app).get(base)).statusCode, 401)
  let res = await manager.get(base)
  t.equal(res.statusCode, 200)
  t.same(res.json().invitations, [], 'nobody invited yet')
  res = await manager.get(`${base}/colleagues`)
  t.ok(
    res.json().colleagues.some((c: { id: string }) => c.id === s.client.userData.id),
    'colleagues to pick from',
  )
  t.notOk(
    res.json().colleagues.some((c: { id: string }) => c.id === s.northwind.userData.id),
    'only this organization',
  )
  t.equal((await northwind.get(`${base}/colleagues`)).statusCode, 404)

  // A colleague: mailed a link into the app; no link in the answer.
  res = await manager.post(base, { accountId: s.client.userData.id, dueAt: inDays(3) })
  t.equal(res.statusCode, 201, res.body)
  t.match(res.json(), { link: null, invitation: { kind: 'account', status: 'invited', overdue: false } })
  const mails = await db
    .selectFrom('outbox_emails')
    .select(['subject', 'body'])
    .where('to_address', '=', 'client@example.com')
    .execute()
  t.equal(mails.length, 1, 'the colleague is mailed')
  t.match(mails[0]!.body, `/selfintermanager/${id}`)
  t.equal((await manager.post(base, { accountId: s.client.userData.id, dueAt: inDays(3) })).statusCode, 409)
  res = await manager.post(base, { accountId: s.northwind.userData.id, dueAt: inDays(3) })
  t.equal(res.statusCode, 400, 'an account of another organization cannot be invited')
  t.equal((await manager.post(base, { email: 'a@b.org', dueAt: inDays(3) })).statusCode, 400, 'a name is needed')
  t.equal((await manager.post(base, { email: 'a@b.org', name: 'A', dueAt: inDays(-1) })).statusCode, 400, 'past due')

  // 16 parallel invitations of one address (any case): one invitation, the others a clear 409.
  const parallel = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      manager.post(base, {
        email: i % 2 ? 'Rita.Ext@Example.org' : 'rita.ext@example.org',
        name: 'Rita External',
        dueAt: inDays(2),
      }),
    ),
  )
  t.same(parallel.map((r) => r.statusCode).sort(), [201, ...Array(15).fill(409)])
  t.match(parallel.find((r) => r.statusCode === 409)!.json(), { message: /already invited/ })
  const created = parallel.find((r) => r.statusCode === 201)!.json()
  t.match(created.link, /\/review\/[A-Za-z0-9_-]{40,}$/, 'the link is shown once, at creation')
  const token = tokenOf(created.link)
  const rows = await db
    .selectFrom('self_interview_review_invitations')
    .selectAll()
    .where('interview_id', '=', id)
    .execute()
  t.equal(rows.filter((r) => r.email).length, 1)
  t.notOk(JSON.stringify(rows).includes(token), 'only a hash of the token is stored')
  const ritaMail = await db
    .selectFrom('outbox_emails')
    .select('body')
    .where('to_address', '=', 'rita.ext@example.org')
    .execute()
  t.equal(ritaMail.length, 1, 'one mail, with the link')
  t.match(ritaMail[0]!.body, created.link)

  // The link shows this interview and the reviewer's own board, without sign-in.
  const rita = link(app, token)
  res = await rita.get()
  t.equal(res.statusCode, 200, res.body)
  const view = res.json()
  t.equal(view.candidateName, 'Alex Morgan')
  t.equal(view.reviewerName, 'Rita External')
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal(view.answers.length, 3)
  t.equal(view.board.mine.status, 'none')
  t.equal(view.board.questions.length, 4)

  // The colleague submits first; Rita does not see the colleague's scores until she submits hers.
  const board = view.board as { questions: { questionId: string; answered: boolean; criteria: { id: string }[] }[] }
  const scores = (rating: number, comment = '') =>
    board.questions
      .filter((q) => q.answered)
      .flatMap((q) => q.criteria.map((c) => ({ questionId: q.questionId, criterionId: c.id, rating, comment })))
  const client = api(app, s.client)
  res = await app.inject({
    method: 'POST',
    url: `/api/self-interviews/${id}/reviews/mine/submit`,
    headers: { authorization: `Bearer ${s.client.token}` },
    payload: { scores: scores(5, 'colleague note') },
  })
  t.equal(res.statusCode, 200, res.body)
  res = await rita.save(scores(2).slice(0, 2))
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.json().mine.status, 'draft')
  t.equal(res.json().scorecard, null, 'hidden until she submits')
  t.notOk(res.body.includes('colleague note'))
  res = await manager.get(base)
  const byName = (n: string) => res.json().invitations.find((i: { name: string }) => i.name === n)
  t.match(byName('Rita External'), { kind: 'external', status: 'draft', email: 'rita.ext@example.org' })
  t.match(
    res.json().invitations.find((i: { kind: string }) => i.kind === 'account'),
    {
      status: 'submitted',
      submittedAt: String,
    },
  )
  t.equal((await rita.submit(scores(2).slice(0, 1))).statusCode, 400, 'every criterion before submitting')
  res = await rita.submit(scores(2, 'external view'))
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.json().scorecard.reviewers.length, 2, 'then she sees both')
  t.ok(res.body.includes('colleague note'))
  t.equal((await rita.save(scores(3))).statusCode, 409, 'final')
  res = await manager.get(base)
  t.match(
    res.json().invitations.find((i: { kind: string }) => i.kind === 'external'),
    { status: 'submitted', overdue: false },
  )
  // The manager's own board names the external reviewer among those who submitted.
  res = await client.get(`/api/self-interviews/${id}/reviews`)
  t.ok(
    res.json().submitted.some((r: { name: string }) => r.name === 'Rita External'),
    'the external review counts in the scorecard',
  )

  // Token isolation: a second interview with a recording and its own reviewer.
  const other = await createInterview(manager, { candidateName: 'Bo Other', candidateEmail: 'bo@example.org' })
  const q = await upToMedia(candidate, other.uid, other.set.questions)
  const up = await app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${other.uid}/questions/${q}/media`,
    headers: { 'content-type': 'audio/webm' },
    payload: WEBM,
  })
  t.equal(up.statusCode, 200, up.body)
  res = await manager.post(`/api/self-interviews/${other.id}/review-invitations`, {
    email: 'olga@example.org',
    name: 'Olga',
    dueAt: inDays(2),
  })
  const olga = link(app, tokenOf(res.json().link))
  const olgaView = (await olga.get()).json()
  t.equal(olgaView.candidateName, 'Bo Other')
  const mediaUrl = olgaView.answers.find((a: { questionId: string }) => a.questionId === q).mediaUrl
  t.ok(mediaUrl, 'a recorded answer comes with its link')
  const played = await app.inject({ method: 'GET', url: mediaUrl, headers: { range: 'bytes=100-199' } })
  t.equal(played.statusCode, 206, 'the recording plays with Range')
  t.same(played.rawPayload, WEBM.subarray(100, 200))
  res = await rita.media(q)
  t.equal(res.statusCode, 404, 'Rita’s token does not play the other interview’s recording')
  t.notOk((await rita.get()).body.includes('Bo Other'), 'nor shows its candidate')
  t.equal((await olga.media('practice')).statusCode, 404, 'no practice or unknown question')

  // Revoke: the link is a 404 JSON at once, like an unknown one; revoking twice is a 404.
  const olgaId = (await manager.get(`/api/self-interviews/${other.id}/review-invitations`)).json().invitations[0].id
  t.equal((await northwind.delete(`/api/self-interviews/${other.id}/review-invitations/${olgaId}`)).statusCode, 404)
  t.equal((await manager.delete(`/api/self-interviews/${other.id}/review-invitations/${olgaId}`)).statusCode, 204)
  res = await olga.get()
  t.equal(res.statusCode, 404)
  t.match(res.json(), { message: 'This review link is not valid' })
  t.equal((await olga.media(q)).statusCode, 404)
  t.equal((await olga.save([])).statusCode, 404)
  t.equal((await link(app, 'A'.repeat(43)).get()).statusCode, 404, 'an unknown token')
  t.equal((await manager.delete(`/api/self-interviews/${other.id}/review-invitations/${olgaId}`)).statusCode, 404)
  t.same((await manager.get(`/api/self-interviews/${other.id}/review-invitations`)).json().invitations, [])

  // Remind: once an hour (429 after), never a submitted reviewer.
  const carlId = (await manager.get(base)).json().invitations.find((i: { kind: string }) => i.kind === 'account').id
  t.equal((await manager.post(`${base}/${carlId}/remind`)).statusCode, 409, 'submitted: nothing to remind')
  res = await manager.post(`/api/self-interviews/${other.id}/review-invitations`, {
    email: 'pat@example.org',
    name: 'Pat',
    dueAt: inDays(5),
  })
  const patId = res.json().invitation.id
  const remind = `/api/self-interviews/${other.id}/review-invitations/${patId}/remind`
  const reminds = await Promise.all([1, 2, 3].map(() => manager.post(remind)))
  t.same(reminds.map((r) => r.statusCode).sort(), [200, 429, 429], 'two clicks at once mail once')
  const limited = reminds.find((r) => r.statusCode === 429)!
  t.ok(Number(limited.headers['retry-after']) > 0)
  t.equal(
    (await db.selectFrom('outbox_emails').select('id').where('to_address', '=', 'pat@example.org').execute()).length,
    2,
    'the invitation and one reminder',
  )
  t.equal((await northwind.post(remind)).statusCode, 404)

  // Deleting the interview ends its links.
  t.equal((await manager.delete(`/api/self-interviews/${id}`)).statusCode, 204)
  t.equal((await rita.get()).statusCode, 404, 'a deleted interview’s link is a 404')
})

t.test('the daily reminder pass: due or late pending reviewers, once a day, even run twice at once', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin'])
  const { manager } = clients(app, s.admin)
  const { id } = await createInterview(manager)
  const invite = async (manager: Api, email: string, dueAt: string) =>
    (await manager.post(`/api/self-interviews/${id}/review-invitations`, { email, name: email, dueAt })).json()
  await invite(manager, 'soon@example.org', new Date(Date.now() + 2 * HOUR).toISOString())
  await invite(manager, 'later@example.org', inDays(5))
  const late = await invite(manager, 'late@example.org', inDays(1))
  await db
    .updateTable('self_interview_review_invitations')
    .set({ due_at: new Date(Date.now() - 24 * HOUR) })
    .where('id', '=', late.invitation.id)
    .execute()
  const reminders = async (to: string) =>
    (await db.selectFrom('outbox_emails').select('subject').where('to_address', '=', to).execute()).filter((m) =>
      m.subject.startsWith('Reminder'),
    ).length

  // Not completed yet: nothing to review, nobody reminded.
  t.same(await runReviewReminderPass(app), { reminded: 0 })
  await db.updateTable('self_interviews').set({ state: 'completed' }).where('id', '=', id).execute()

  // Two instances (or a retry) at once: each due reviewer gets exactly one mail.
  const [a, b] = await Promise.all([runReviewReminderPass(app), runReviewReminderPass(app)])
  t.equal(a.reminded + b.reminded, 2, 'the due one and the late one, once each')
  t.equal(await reminders('soon@example.org'), 1)
  t.equal(await reminders('late@example.org'), 1)
  t.equal(await reminders('later@example.org'), 0, 'not due yet')
  const body = (
    await db
      .selectFrom('outbox_emails')
      .select('body')
      .where('to_address', '=', 'soon@example.org')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  ).body
  t.match(body, /\/review\/[A-Za-z0-9_-]{40,}/, 'the reminder carries the link again')
  t.same(await runReviewReminderPass(app), { reminded: 0 }, 'the same day: nothing again')

  // The next day the late one is reminded again.
  await db
    .updateTable('self_interview_review_invitations')
    .set({ last_reminded_at: new Date(Date.now() - 26 * HOUR) })
    .where('id', '=', late.invitation.id)
    .execute()
  t.same(await runReviewReminderPass(app), { reminded: 1 })
  t.equal(await reminders('late@example.org'), 2)
})
