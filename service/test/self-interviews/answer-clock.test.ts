import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sessions } from '../helpers/product.js'
import { clients, createInterview } from './helpers.js'

t.test('"Answer now" gives the answer the time announced, counted from then', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { uid, set } = await createInterview(manager)
  const q = set.questions.find((x) => !x.practice)!
  const announced = (set.questions as unknown as { id: string; answerSeconds: number }[]).find(
    (x) => x.id === q.id,
  )!.answerSeconds
  const start = (id: string) =>
    app.inject({ method: 'POST', url: `/api/public/self-interviews/${uid}/questions/${id}/start-answer` })
  await candidate.open(uid)
  t.equal((await start(q.id)).statusCode, 409, 'not before the question is opened')
  await candidate.openQuestion(uid, q.id)
  const res = await start(q.id)
  t.equal(res.statusCode, 200, res.body)
  const view = res.json()
  const shown = view.questions.find((x: { id: string }) => x.id === q.id)
  const now = new Date(view.serverTime).getTime()
  const left = (new Date(shown.answerDeadline).getTime() - now) / 1000
  t.ok(left <= announced && left > announced - 2, `the clock shows the announced ${announced} s (it shows ${left} s)`)
  t.ok(new Date(shown.thinkDeadline).getTime() <= now, 'the thinking time is over')
  const again = (await start(q.id)).json().questions.find((x: { id: string }) => x.id === q.id)
  t.equal(again.answerDeadline, shown.answerDeadline, 'pressing it again moves nothing')
  t.equal((await start('practice')).statusCode, 400, 'the practice question has no server clock')
})

t.test('a malformed link is the same "not valid" 404 as an unknown one, never a validation message', async (t) => {
  const { app } = await buildTestApp(t)
  for (const uid of ['abc', 'x', 'a'.repeat(60)]) {
    const res = await app.inject({ method: 'GET', url: `/api/public/self-interviews/${uid}` })
    t.equal(res.statusCode, 404, `/${uid.slice(0, 10)}: 404`)
    t.equal(res.json().message, 'This interview link is not valid')
  }
})
