import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, bearer, type Session } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview } from './helpers.js'

interface Score {
  questionId: string
  criterionId: string
  rating: number
  comment?: string
}

/** The review calls of one signed-in reviewer (or of nobody). */
function reviewer(app: FastifyInstance, session?: Session) {
  const headers = session ? bearer(session) : {}
  const base = (id: string) => `/api/self-interviews/${id}/reviews`
  return {
    board: (id: string) => app.inject({ method: 'GET', url: base(id), headers }),
    save: (id: string, scores: Score[]) =>
      app.inject({ method: 'PUT', url: `${base(id)}/mine`, headers, payload: { scores } }),
    submit: (id: string, scores: Score[]) =>
      app.inject({ method: 'POST', url: `${base(id)}/mine/submit`, headers, payload: { scores } }),
  }
}

/** A rating for every criterion of every question of the board, from `rate(question index, criterion index)`. */
const allScores = (
  board: { questions: { questionId: string; criteria: { id: string }[] }[] },
  rate: (q: number, c: number) => number,
  comment = '',
) =>
  board.questions.flatMap((q, i) =>
    q.criteria.map((c, j) => ({ questionId: q.questionId, criterionId: c.id, rating: rate(i, j), comment })),
  )

t.test('reviews: rubric, hidden until submit, combined figures, final, idempotent, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'northwind', 'demo', 'superadmin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  const admin = reviewer(app, s.admin)
  const client = reviewer(app, s.client)

  // The rubric comes with the question set: the demo set's questions carry criteria with 1/3/5 anchors.
  const about = (
    set as unknown as { questions: { id: string; criteria?: { name: string; anchors: object }[] }[] }
  ).questions.find((q) => q.id === 'about')!
  t.same(
    about.criteria?.map((c) => c.name),
    ['Clarity', 'Concrete evidence'],
    'question sets list their criteria',
  )
  t.match(about.criteria![0]!.anchors, { '1': /Hard to follow/, '3': String, '5': /Clear/ })

  let res = await admin.board(id)
  t.equal(res.statusCode, 200)
  t.equal(res.json().canReview, false, 'not before the interview is completed')
  t.equal(res.json().questions.length, 4, 'the practice question is not reviewed')
  t.equal((await admin.save(id, [])).statusCode, 409, 'saving before completion is a 409')
  t.match((await admin.save(id, [])).json(), { message: /completed/ })

  // The candidate answers three questions of four and completes.
  await candidate.open(uid)
  const real = set.questions.filter((q) => !q.practice).map((q) => q.id)
  for (const q of real.slice(0, 3)) {
    await candidate.openQuestion(uid, q)
    t.equal((await candidate.answer(uid, q, ANSWERS[q]!)).statusCode, 200)
  }
  await db.updateTable('self_interviews').set({ state: 'completed' }).where('id', '=', id).execute()

  res = await admin.board(id)
  const board = res.json()
  t.equal(board.canReview, true)
  t.same(
    board.questions.map((q: { answered: boolean }) => q.answered),
    [true, true, true, false],
    'which answers were given',
  )
  t.same(board.mine, { status: 'none', submittedAt: null, updatedAt: null, scores: [] })
  t.equal(board.scorecard, null)

  // Validation: ratings are 1-5, criteria and questions must exist, nothing twice.
  const first = board.questions[0]
  const one = (rating: number, extra: Partial<Score> = {}) => [
    { questionId: first.questionId, criterionId: first.criteria[0].id, rating, ...extra },
  ]
  for (const bad of [0, 6, 2.5]) {
    res = await admin.save(id, one(bad))
    t.equal(res.statusCode, 400, `a rating of ${bad} is a 400`)
    t.type(res.json().message, 'string')
  }
  t.equal((await admin.save(id, one(3, { criterionId: 'nope' }))).statusCode, 400, 'unknown criterion')
  t.equal((await admin.save(id, one(3, { questionId: 'practice' }))).statusCode, 400, 'the practice question')
  t.equal((await admin.save(id, [...one(3), ...one(4)])).statusCode, 400, 'the same criterion twice')

  // Admin drafts, then submits.
  res = await admin.save(id, one(2, { comment: ' rambling ' }))
  t.equal(res.statusCode, 200)
  t.same(res.json().mine.scores, [{ ...one(2)[0], comment: 'rambling' }])
  t.equal(res.json().mine.status, 'draft')
  res = await admin.submit(id, one(4))
  t.equal(res.statusCode, 400, 'submitting needs every criterion of every answered question')
  t.match(res.json().message, /5 left/)
  // The unanswered fourth question may stay unrated.
  const adminScores = allScores(board, (q, c) => (q === 0 ? [2, 4][c]! : 5), 'admin says').filter(
    (x) => x.questionId !== board.questions[3].questionId,
  )
  res = await admin.submit(id, adminScores)
  t.equal(res.statusCode, 200)
  t.equal(res.json().mine.status, 'submitted')
  t.ok(res.json().scorecard, 'the submitter sees the scorecard')
  t.equal(res.json().scorecard.engine, null, 'no recruiter report yet')
  t.equal(res.json().scorecard.reviewers.length, 1)

  // Final: editing or submitting again is a 409 with a message.
  res = await admin.save(id, adminScores)
  t.equal(res.statusCode, 409)
  t.match(res.json(), { message: /final/ })
  t.equal((await admin.submit(id, adminScores)).statusCode, 409)

  // The client has not submitted: they see that Alice has, never her ratings or comments.
  const clientDraft = one(1, { comment: 'my own view' })
  res = await client.save(id, clientDraft)
  t.equal(res.statusCode, 200)
  const hidden = res.json()
  t.equal(hidden.scorecard, null)
  t.same(hidden.mine.scores, [{ ...clientDraft[0], comment: 'my own view' }], 'only their own draft')
  t.same(
    hidden.submitted.map((r: { name: string; mine: boolean }) => [r.name, r.mine]),
    [['Alice Admin', false]],
  )
  t.notOk(JSON.stringify(hidden).includes('admin says'), 'no comment of another reviewer')
  t.same(Object.keys(hidden.submitted[0]).sort(), ['mine', 'name', 'reviewerId', 'submittedAt'])

  // 16 parallel saves of the same draft: one review, one row per criterion, all answered 200.
  const clientScores = allScores(board, (q, c) => (q === 0 ? [4, 4][c]! : 3)).slice(0, 6)
  const parallel = await Promise.all(Array.from({ length: 16 }, () => client.save(id, clientScores)))
  t.same(
    parallel.map((r) => r.statusCode),
    Array(16).fill(200),
  )
  const reviews = await db.selectFrom('self_interview_reviews').selectAll().where('interview_id', '=', id).execute()
  t.equal(reviews.length, 2, 'one review per reviewer')
  const clientReview = reviews.find((r) => r.status === 'draft')!
  const rows = await db
    .selectFrom('self_interview_review_scores')
    .selectAll()
    .where('review_id', '=', clientReview.id)
    .execute()
  t.equal(rows.length, 6, 'each criterion once, the earlier draft score replaced')

  // 16 parallel submits: exactly one goes through, the rest find it final.
  const submits = await Promise.all(Array.from({ length: 16 }, () => client.submit(id, clientScores)))
  t.same(submits.map((r) => r.statusCode).sort(), [200, ...Array(15).fill(409)])
  res = await client.board(id)
  const card = res.json().scorecard
  t.ok(card, 'the second reviewer sees the scorecard once submitted')
  t.equal(card.reviewers.length, 2)
  const cell = (q: number, c: number) =>
    card.cells.find(
      (x: { questionId: string; criterionId: string }) =>
        x.questionId === board.questions[q].questionId && x.criterionId === board.questions[q].criteria[c].id,
    )
  t.match(cell(0, 0), { mean: 3, count: 2, min: 2, max: 4, spread: 2 }, 'Clarity of answer 1: a 2 and a 4')
  t.match(cell(0, 1), { mean: 4, count: 2, spread: 0 })
  t.match(cell(1, 0), { mean: 4, count: 2, min: 3, max: 5 })
  t.match(cell(3, 0), { mean: null, count: 0 }, 'the unanswered question has no ratings')
  t.equal(card.overall.count, 12)
  t.equal(card.overall.mean, Math.round(((2 + 4 + 5 * 4 + (4 + 4 + 3 * 4)) / 12) * 100) / 100)
  t.match(
    card.reviewers.find((r: { name: string }) => r.name === 'Alice Admin'),
    { mine: false, scores: Array },
  )
  t.ok(JSON.stringify(card).includes('admin says'), 'comments are shown after submitting')

  // Who may review: 401 signed out, 403 a role without self-interviews, 404 another organization.
  const nobody = reviewer(app)
  t.equal((await nobody.board(id)).statusCode, 401)
  res = await reviewer(app, s.demo).board(id)
  t.equal(res.statusCode, 403)
  t.type(res.json().message, 'string')
  res = await reviewer(app, s.northwind).board(id)
  t.equal(res.statusCode, 404, 'another organization’s interview does not exist for it')
  t.equal(res.json().message, 'Self-interview not found')
  t.equal((await reviewer(app, s.northwind).save(id, clientScores)).statusCode, 404)
  t.equal((await admin.board('00000000-0000-4000-8000-000000000000')).statusCode, 404)
  t.equal((await admin.board('not-a-uuid')).statusCode, 400)
  // The superadmin reaches every organization, as elsewhere, and reviews as themself.
  res = await reviewer(app, s.superadmin).board(id)
  t.equal(res.statusCode, 200)
  t.equal(res.json().scorecard, null, 'hidden from the superadmin too until they submit')
  t.equal(res.json().submitted.length, 2)

  // Deleting the interview takes its reviews along.
  t.equal((await api(app, s.admin).delete(`/api/self-interviews/${id}`)).statusCode, 204)
  t.equal(
    (await db.selectFrom('self_interview_reviews').select('id').where('interview_id', '=', id).execute()).length,
    0,
  )
})

t.test('a question without criteria is rated once, overall', async (t) => {
  const { questionsOf, reviewCriteriaOf } = await import('../../src/modules/self-interviews/question-set.js')
  const [plain, rated] = questionsOf({
    questions: [
      { id: 'a', text: 'A?' },
      {
        id: 'b',
        text: 'B?',
        criteria: [
          { id: 'x', name: 'X', anchors: { '1': 'low', '5': 'high' } },
          { id: 'x', name: 'again' },
          { id: 'y', name: '' },
        ],
      },
    ],
  })
  t.same(reviewCriteriaOf(plain!), [{ id: 'overall', name: '', anchors: { '1': '', '3': '', '5': '' } }])
  t.same(rated!.criteria, [{ id: 'x', name: 'X', anchors: { '1': 'low', '3': '', '5': 'high' } }])
})
