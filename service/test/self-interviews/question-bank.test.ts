import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

type BankItem = {
  question: { id: string; text: string; thinkSeconds: number; answerSeconds: number; practice: boolean }
  setName: string
  setVersion: number
}

t.test('the question bank: the organization’s questions, searched and paged by the service', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['admin', 'northwind'])
  const manager = api(app, s.admin)
  const bank = async (query: string) => {
    const res = await manager.get(`/api/self-interviews/question-bank${query}`)
    t.equal(res.statusCode, 200, `${query || 'no query'}: 200`)
    return res.json() as { questions: BankItem[]; total: number }
  }

  const first = await bank('?itemsPerPage=5')
  t.equal(first.questions.length, 5, 'a page of five')
  t.ok(first.total > 5, `more than one page (${first.total} in all)`)
  t.notOk(
    first.questions.some((x) => x.question.practice),
    'no practice question',
  )
  const second = await bank('?itemsPerPage=5&page=2')
  t.notOk(
    second.questions.some((x) => first.questions.some((y) => y.question.text === x.question.text)),
    'the second page repeats nothing of the first',
  )
  const texts = new Set<string>()
  for (let page = 1; page <= Math.ceil(first.total / 50); page++)
    for (const x of (await bank(`?itemsPerPage=50&page=${page}`)).questions) texts.add(x.question.text.toLowerCase())
  t.equal(texts.size, first.total, 'each text once')

  const found = await bank(`?q=${encodeURIComponent('DISAGREEMENT team')}`)
  t.ok(found.total >= 1, 'found by words of the text, in any case')
  t.ok(
    found.questions.every((x) => /disagreement/i.test(x.question.text) && /team/i.test(x.question.text)),
    'only texts with every word',
  )
  const hit = found.questions[0]
  t.ok(hit.question.answerSeconds >= 10 && hit.setName && hit.setVersion >= 1, 'with its timings and its set')
  t.equal((await bank('?q=zzzz-no-such-question')).total, 0, 'nothing found: empty')

  // A set of this organization's own, published: its question is in the bank, for this organization only.
  const created = await manager.post('/api/templates', {
    kind: 'question-set',
    name: 'Bank probe',
    document: {
      language: 'en',
      questions: [
        { id: 'probe', text: 'Describe a zebra-striped migration plan.', thinkSeconds: 15, answerSeconds: 90 },
      ],
    },
  })
  t.equal(created.statusCode, 201, created.body)
  t.equal((await manager.post(`/api/templates/${created.json().id}/publish`, {})).statusCode, 200)
  const probe = await bank('?q=zebra-striped')
  t.equal(probe.total, 1)
  t.match(probe.questions[0], {
    question: { text: 'Describe a zebra-striped migration plan.', thinkSeconds: 15, answerSeconds: 90, mode: 'text' },
    setName: 'Bank probe',
  })
  const other = await api(app, s.northwind).get('/api/self-interviews/question-bank?q=zebra-striped')
  t.equal(other.statusCode, 200)
  t.equal(other.json().total, 0, 'another organization does not see it')
  t.equal((await manager.get('/api/self-interviews/question-bank?itemsPerPage=500')).statusCode, 400)
  t.equal((await manager.get('/api/self-interviews/question-bank?page=0')).statusCode, 400)
  t.equal((await api(app).get('/api/self-interviews/question-bank')).statusCode, 401)
})
