import t from 'tap'
import { bearer, buildTestApp, type Session } from '../helpers/app.js'
import { sessions } from '../helpers/product.js'
import { clients, createInterview } from './helpers.js'

type ShownQuestion = { id: string; practice: boolean; answerSeconds: number; thinkSeconds: number }
type ShownDeadlines = { id: string; thinkDeadline: string; answerDeadline: string }

t.test(
  'extra time for a candidate: longer deadlines for questions opened after it, kept in the audit log',
  async (t) => {
    const { app, db } = await buildTestApp(t)
    const s = await sessions(app, ['admin', 'demo', 'northwind'])
    const { manager, candidate } = clients(app, s.admin)
    const grant = (session: Session | null, id: string, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/self-interviews/${id}/accommodation`,
        headers: session ? bearer(session) : {},
        payload: payload as object,
      })
    const { id, uid } = await createInterview(manager)
    await candidate.open(uid)
    const plainView = (await candidate.state(uid)).json()
    const plain = plainView.questions as ShownQuestion[]
    const [first, second] = plain.filter((q) => !q.practice)

    // The first question opened before the grant keeps its clock.
    const before = (await candidate.openQuestion(uid, first.id)).json().questions as ShownDeadlines[]
    const firstDeadline = before.find((q) => q.id === first.id)!.answerDeadline

    let res = await grant(s.admin, id, { extraTimePercent: 50, note: 'Dyslexia: agreed with HR' })
    t.equal(res.statusCode, 200, 'granted')
    const accommodation = res.json().selfInterview.accommodation
    t.equal(accommodation.extraTimePercent, 50)
    t.equal(accommodation.note, 'Dyslexia: agreed with HR')
    t.equal(accommodation.grantedBy, s.admin.userData.id, 'who granted it')
    t.ok(accommodation.grantedAt, 'when')

    const view = (await candidate.state(uid)).json()
    const minutes = (x: { estimatedMinutes: number }) => x.estimatedMinutes
    t.ok(
      minutes(view) > minutes(plainView),
      `the time to set aside grows (${minutes(plainView)} → ${minutes(view)} min)`,
    )
    const shown = view.questions.find((q: ShownQuestion) => q.id === second.id) as ShownQuestion
    t.equal(shown.answerSeconds, Math.ceil(second.answerSeconds * 1.5), 'the candidate is told the longer answer time')
    t.equal(shown.thinkSeconds, Math.ceil(second.thinkSeconds * 1.5), 'and the longer think time')
    t.equal(
      view.questions.find((q: ShownDeadlines) => q.id === first.id).answerDeadline,
      firstDeadline,
      'a question already open keeps its deadline',
    )

    // Finish the first question, then the second one opens with the longer clock.
    t.equal((await candidate.answer(uid, first.id, 'My answer')).statusCode, 200)
    const opened = (await candidate.openQuestion(uid, second.id)).json()
    const d = opened.questions.find((q: ShownDeadlines) => q.id === second.id) as ShownDeadlines
    const answer = (new Date(d.answerDeadline).getTime() - new Date(d.thinkDeadline).getTime()) / 1000
    const want = Math.ceil(second.answerSeconds * 1.5)
    t.equal(answer, want, `the answer time is ${want} s, 50 % more than ${second.answerSeconds} s`)
    // The think time counted from the stored opening, not from the clock of this busy test.
    const stored = await db
      .selectFrom('self_interview_answers')
      .select(['opened_at', 'think_deadline'])
      .where('interview_id', '=', id)
      .where('question_id', '=', second.id)
      .executeTakeFirstOrThrow()
    const think = (stored.think_deadline!.getTime() - stored.opened_at!.getTime()) / 1000
    t.equal(think, Math.ceil(second.thinkSeconds * 1.5), `the think time is 50 % more than ${second.thinkSeconds} s`)

    const audit = await db
      .selectFrom('audit_events')
      .select(['kind', 'actor_id', 'target', 'meta', 'org_id'])
      .where('kind', '=', 'accommodation-granted')
      .execute()
    t.equal(audit.length, 1, 'one audit row')
    t.equal(audit[0].target, id)
    t.equal(audit[0].actor_id, accommodation.grantedBy, 'by whom')
    t.match(audit[0].meta, { extraTimePercent: 50, previousPercent: 0, note: 'Dyslexia: agreed with HR' })

    // Validation, permissions, tenancy, state.
    for (const body of [{ extraTimePercent: 101 }, { extraTimePercent: -1 }, {}, { extraTimePercent: 10, x: 1 }]) {
      t.equal((await grant(s.admin, id, body)).statusCode, 400, `${JSON.stringify(body)}: 400`)
    }
    t.equal((await grant(s.demo, id, { extraTimePercent: 10 })).statusCode, 403, 'an account that may not update: 403')
    t.equal((await grant(s.northwind, id, { extraTimePercent: 10 })).statusCode, 404, 'another organization: 404')
    const gone = '00000000-0000-4000-8000-000000000000'
    t.equal((await grant(s.admin, gone, { extraTimePercent: 10 })).statusCode, 404, 'no such interview: 404')
    t.equal((await grant(null, id, { extraTimePercent: 10 })).statusCode, 401)

    t.equal((await manager.post(`/api/self-interviews/${id}/revoke`)).statusCode, 200)
    res = await grant(s.admin, id, { extraTimePercent: 20 })
    t.equal(res.statusCode, 409, 'a revoked interview: 409')
    t.equal(
      (await db.selectFrom('audit_events').select('id').where('kind', '=', 'accommodation-granted').execute()).length,
      1,
      'a refused grant is not in the audit log',
    )
  },
)
