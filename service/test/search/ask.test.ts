import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { meeting } from './transcript-meetings.js'
import { contentWords } from '../../src/modules/search/ask-words.js'

interface Quote {
  meetingId: string
  meetingTitle: string
  speaker: string | null
  startMs: number
  text: string
  rank: number
}
const ask = async (client: Api, body: unknown) => {
  const res = await client.post('/api/search/ask', body)
  return { status: res.statusCode, body: res.json() }
}

t.test('content words: common words of each language dropped, operators never survive', async (t) => {
  t.same(contentWords('What about the flaky integration tests?'), ['flaky', 'integration', 'tests'])
  t.same(contentWords('Что говорили о бюджете?'), ['бюджете'])
  t.same(contentWords('ماذا قالوا عن الميزانية؟'), ['الميزانية'])
  t.same(contentWords('"zebra" -fish or <b>'), ['zebra', 'fish'])
  t.same(contentWords('what is it?'), [])
})

t.test('ask across meetings: verbatim quotes, ranking, masking, tenants, errors', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client', 'admin', 'northwind', 'superadmin', 'omc'])
  const client = api(app, s.client)
  const admin = api(app, s.admin)
  const other = api(app, s.northwind)

  const lines: Record<string, [string, number, string][]> = {
    budget: [
      ['Anna', 5, 'Welcome everyone, let us start.'],
      ['Boris', 65, 'The quokka budget was over by ten percent last quarter.'],
      ['Anna', 130, 'Quokka budget, quokka tanks, quokka food: the quokka budget dominates.'],
      ['Boris', 200, 'Write to boris.quill@example.com about the quokka invoices.'],
    ],
    standup: [
      ['Chen', 12, 'The quokka release slipped a week.'],
      ['Dana', 40, 'Nothing else from me.'],
    ],
  }
  const budget = await meeting(client, 'Quokka budget review', lines.budget!)
  const standup = await meeting(client, 'Standup', lines.standup!)
  await meeting(other, 'Northwind quokka', [['Nora', 3, 'Our quokka budget is secret.']])
  const verbatim = new Set([...lines.budget!, ...lines.standup!].map(([, , text]) => text))

  await t.test(
    'the best lines come back as quotes, verbatim, best first, with meeting, speaker and time',
    async (t) => {
      const { status, body } = await ask(client, { question: 'What was said about the quokka?' })
      t.equal(status, 200)
      t.equal(body.engine, 'builtin')
      t.same(body.words, ['quokka'])
      t.equal(body.quotes.length, 4, 'every line naming the word, none other')
      t.ok(body.quotes.length <= 8, 'at most eight')
      t.match(body.quotes[0], {
        meetingId: budget,
        meetingTitle: 'Quokka budget review',
        speaker: 'Anna',
        startMs: 130_000,
      })
      for (const q of body.quotes as Quote[]) {
        t.ok([budget, standup].includes(q.meetingId), 'our meetings only')
        if (!q.text.includes('***')) t.ok(verbatim.has(q.text), `verbatim: ${q.text}`)
        t.notMatch(q.text, /Northwind|secret/)
      }
      const ranks = (body.quotes as Quote[]).map((q) => q.rank)
      t.same(
        ranks,
        [...ranks].sort((a, b) => b - a),
        'ranked',
      )
      t.equal(body.meetingCount, 2)
      t.match(body.answer, /quotes from 2 meetings/)
      t.ok((body.quotes as Quote[]).some((q) => q.meetingId === standup && q.startMs === 12_000))
    },
  )

  await t.test('nothing found: an empty list and a sentence that says so', async (t) => {
    const { status, body } = await ask(client, { question: 'Any news on the platypus?' })
    t.equal(status, 200)
    t.same(body.quotes, [])
    t.equal(body.meetingCount, 0)
    t.match(body.answer, /No meeting/)
  })

  await t.test('masking: a hidden value is neither found nor quoted until masking is off', async (t) => {
    const hidden = await ask(client, { question: 'boris.quill@example.com?' })
    t.notOk(
      (hidden.body.quotes as Quote[]).some((q) => q.text.includes('boris.quill')),
      'the e-mail is never quoted',
    )
    const invoices = await ask(client, { question: 'the invoices' })
    t.equal(invoices.body.quotes.length, 1)
    t.notMatch(invoices.body.quotes[0].text, /boris\.quill/)
    t.match(invoices.body.quotes[0].text, /\*\*\*/)
    const off = await admin.put(
      '/api/transcript-privacy',
      JSON.stringify({ maskTranscripts: false }),
      'application/json',
    )
    t.equal(off.statusCode, 200)
    const clear = await ask(client, { question: 'the invoices' })
    t.equal(clear.body.quotes[0].text, lines.budget![3]![2], 'verbatim once the organization shows transcripts')
    await admin.put('/api/transcript-privacy', JSON.stringify({ maskTranscripts: true }), 'application/json')
  })

  await t.test('tenants: another organization gets only its own; the superadmin every one', async (t) => {
    const theirs = await ask(other, { question: 'quokka' })
    t.same(
      (theirs.body.quotes as Quote[]).map((q) => q.text),
      ['Our quokka budget is secret.'],
    )
    const all = await ask(api(app, s.superadmin), { question: 'quokka' })
    t.ok((all.body.quotes as Quote[]).some((q) => q.meetingTitle === 'Northwind quokka'))
  })

  await t.test('400 for a bad question or engine, 401 signed out, 403 without read Meeting', async (t) => {
    for (const body of [
      {},
      { question: 'ab' },
      { question: 'x'.repeat(301) },
      { question: 'what is it?' },
      { question: 'quokka', engine: 'magic' },
      { question: 'quokka', extra: 1 },
    ]) {
      const res = await ask(client, body)
      t.equal(res.status, 400, JSON.stringify(body).slice(0, 60))
      t.type(res.body.message, 'string')
    }
    t.equal((await ask(api(app), { question: 'quokka' })).status, 401)
    t.equal((await ask(api(app, s.omc), { question: 'quokka' })).status, 403, 'a role that reads no meetings')
  })
})
