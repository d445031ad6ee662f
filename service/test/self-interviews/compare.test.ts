import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview, questionSet } from './helpers.js'

t.test('candidates of one question set side by side, question by question', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin', 'client', 'northwind', 'demo', 'superadmin'])
  const { manager, candidate } = clients(app, s.admin)

  // Alex answers everything and completes (reports follow); Maria answers only the first question.
  const alex = await createInterview(manager)
  const maria = await createInterview(manager, { candidateName: 'Maria Lopez', candidateEmail: 'maria@example.org' })
  const real = alex.set.questions.filter((q) => !q.practice).map((q) => q.id)
  await candidate.open(alex.uid)
  for (const q of real) {
    await candidate.openQuestion(alex.uid, q)
    t.equal((await candidate.answer(alex.uid, q, ANSWERS[q] ?? 'An answer.')).statusCode, 200)
  }
  t.equal((await candidate.complete(alex.uid)).statusCode, 200)
  await candidate.open(maria.uid)
  await candidate.openQuestion(maria.uid, real[0]!)
  await candidate.answer(maria.uid, real[0]!, 'I build payment systems and I mentor new engineers.')
  // A draft that was never submitted is not an answer to compare.
  await candidate.openQuestion(maria.uid, real[1]!)
  await candidate.answer(maria.uid, real[1]!, 'half a thought', false)

  // The reports are made in the background: wait for Alex's analysis to end.
  for (const until = Date.now() + 60_000; ;) {
    const detail = (await manager.get(`/api/self-interviews/${alex.id}`)).json()
    if (detail.analysis && !['queued', 'running'].includes(detail.analysis.status)) break
    if (Date.now() > until) throw new Error(`analysis still ${detail.analysis?.status}`)
    await new Promise((r) => setTimeout(r, 250))
  }

  let res = await manager.get(`/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`)
  t.equal(res.statusCode, 200, res.body)
  const body = res.json()
  t.equal(body.questionSet.name, 'General screening (EN)')
  t.same(
    body.candidates.map((c: { candidateName: string; state: string }) => [c.candidateName, c.state]),
    [
      ['Alex Morgan', 'completed'],
      ['Maria Lopez', 'in_progress'],
    ],
    'the candidates in the order asked',
  )
  t.ok(body.candidates[0].completedAt, 'Alex completed at a time')
  t.equal(body.candidates[1].completedAt, null)
  const recruiter = body.candidates[0].reports.find((r: { kind: string }) => r.kind === 'recruiter')
  t.ok(recruiter, 'Alex’s recruiter report is there')
  t.equal(recruiter.scores[0].name, 'overall', 'the overall score first')
  t.ok(recruiter.scores[0].value >= 0 && recruiter.scores[0].value <= 100)
  t.same(body.candidates[1].reports, [], 'no ready report for Maria')
  t.same(
    body.questions.map((q: { id: string; number: number }) => [q.id, q.number]),
    real.map((id, i) => [id, i + 1]),
    'every real question once, numbered as the candidate saw them (no practice question)',
  )
  const first = body.questions[0].answers
  t.equal(first[0].text, ANSWERS[real[0]!] ?? 'An answer.')
  t.equal(first[1].text, 'I build payment systems and I mentor new engineers.')
  t.equal(body.questions[1].answers[1].status, 'unanswered', 'a draft is not an answer')
  t.equal(body.questions[1].answers[1].text, null, 'and its text is not shown')
  t.equal(body.questions[1].answers[0].status, 'answered')

  t.same(body.candidates[0].reviews, { submitted: 0, visible: false, mean: null }, 'no review yet')

  // Reviewer ratings: the admin submits a review of Alex (4 everywhere, 2 on the first question).
  const board = (await manager.get(`/api/self-interviews/${alex.id}/reviews`)).json()
  const scores = board.questions.flatMap((q: { questionId: string; criteria: { id: string }[] }, i: number) =>
    q.criteria.map((c) => ({ questionId: q.questionId, criterionId: c.id, rating: i === 0 ? 2 : 4 })),
  )
  res = await manager.post(`/api/self-interviews/${alex.id}/reviews/mine/submit`, { scores })
  t.equal(res.statusCode, 200, res.body)
  const both = `/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`
  let after = (await manager.get(both)).json()
  t.equal(after.candidates[0].reviews.visible, true, 'the admin, having submitted, sees the ratings')
  t.equal(after.candidates[0].reviews.submitted, 1)
  t.equal(after.questions[0].answers[0].reviewMean, 2, 'question 1 rated 2')
  t.equal(after.questions[0].answers[0].reviewCount, 1)
  t.equal(after.questions[1].answers[0].reviewMean, 4, 'question 2 rated 4')
  t.equal(after.questions[0].answers[1].reviewMean, null, 'Maria: nobody reviewed')
  // Another reviewer of the organization who has not submitted sees only that one review exists.
  after = (await api(app, s.client).get(both)).json()
  t.same(after.candidates[0].reviews, { submitted: 1, visible: false, mean: null }, 'hidden until they submit theirs')
  t.ok(
    after.questions.every((q: { answers: { reviewMean: number | null }[] }) => q.answers[0]!.reviewMean === null),
    'no rating of any answer leaks',
  )

  // Repeated ids only, as the schema says.
  res = await manager.get(`/api/self-interviews/compare?ids=${maria.id},${alex.id}`)
  t.equal(res.statusCode, 400, 'ids are uuids: a comma list is not one')

  // Another question set: not comparable.
  const other = await questionSet(manager, 'Engineering (EN)')
  const eve = await createInterview(manager, { candidateName: 'Eve Stone', questionSetId: other.id })
  res = await manager.get(`/api/self-interviews/compare?ids=${alex.id}&ids=${eve.id}`)
  t.equal(res.statusCode, 400)
  t.match(res.json().message, /one question set/)

  // Bad requests.
  for (const [query, why] of [
    [`ids=${alex.id}`, 'one interview'],
    [`ids=${alex.id}&ids=${alex.id}`, 'the same twice'],
    [[alex, maria, eve, alex, maria].map((x) => `ids=${x.id}`).join('&'), 'five'],
    ['ids=not-a-uuid&ids=also-not', 'not ids'],
    ['', 'none'],
  ] as const) {
    res = await manager.get(`/api/self-interviews/compare?${query}`)
    t.equal(res.statusCode, 400, `${why}: 400`)
    t.type(res.json().message, 'string', `${why}: says why`)
  }

  // Tenancy and permissions: another organization's manager cannot read these; the demo account cannot compare.
  res = await api(app, s.northwind).get(`/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`)
  t.equal(res.statusCode, 404, 'another organization: 404, as for one interview')
  t.equal((await api(app, s.demo).get(`/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`)).statusCode, 403)
  t.equal((await api(app).get(`/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`)).statusCode, 401)
  res = await api(app, s.superadmin).get(`/api/self-interviews/compare?ids=${alex.id}&ids=${maria.id}`)
  t.equal(res.statusCode, 200, 'the superadmin reads any organization’s')
  const gone = '00000000-0000-4000-8000-000000000000'
  t.equal((await manager.get(`/api/self-interviews/compare?ids=${alex.id}&ids=${gone}`)).statusCode, 404)
})
