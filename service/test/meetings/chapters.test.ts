import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { analyseTranscript } from '../../src/modules/analysis/builtin/features.js'
import { chapters } from '../../src/modules/analysis/builtin/chapters.js'

/** Three subjects, twelve ten-second utterances each: hiring, then the office move, then the quarterly budget. */
const TOPICS = [
  [
    'We need to hire two backend engineers before the launch.',
    'The candidates from the hiring pipeline look strong this quarter.',
    'I will schedule the technical interviews with the candidates next week.',
    'The recruiter sent three more candidates for the engineer role.',
    'Our interview loop takes too long, candidates drop out of the pipeline.',
    'Let us shorten the hiring loop to two interviews per candidate.',
  ],
  [
    'Now the office move: the new office on Harbour Street opens in March.',
    'The movers need the floor plan of the new office by Friday.',
    'Desks, chairs and the kitchen furniture go on the first truck.',
    'The landlord wants the keys of the old office back after the move.',
    'Parking at the new office is limited, the floor plan shows twenty spaces.',
    'The movers can pack the furniture over the weekend before the move.',
  ],
  [
    'Finally the quarterly budget: marketing spend is over the forecast.',
    'The budget forecast assumed lower advertising spend in the second quarter.',
    'Finance wants a revised budget forecast with the advertising cuts.',
    'Cut the advertising spend by ten percent and the budget balances.',
    'The revised forecast goes to finance at the end of the quarter.',
    'Marketing agrees to the advertising cuts if the budget keeps the events.',
  ],
]
const SPEAKERS = ['Anna', 'Boris']
const SEGMENTS = TOPICS.flatMap((lines, topic) =>
  [...lines, ...lines.map((l) => l.replace(/\.$/, ', as discussed.'))].map((text, i) => {
    const at = (topic * 12 + i) * 10_000
    return { speaker: SPEAKERS[i % 2], startMs: at, endMs: at + 9_000, text }
  }),
)

t.test('chapters fall at the changes of subject, titled by what each one is about', async (t) => {
  const found = chapters(analyseTranscript(SEGMENTS))
  t.equal(found.length, 3, 'three subjects, three chapters')
  t.equal(found[0].firstSegment, 0)
  for (const [i, at] of [12, 24].entries())
    t.ok(Math.abs(found[i + 1].firstSegment - at) <= 1, `chapter ${i + 2} starts at segment ${at} (±1)`)
  t.match(found[0].title.toLowerCase(), /candidate|hir|interview|engineer|pipeline/)
  t.match(found[1].title.toLowerCase(), /office|movers|floor plan|furniture|move/)
  t.match(found[2].title.toLowerCase(), /budget|forecast|advertising|spend/)
  t.equal(found[0].startMs, 0)
  t.equal(found[2].endMs, 359_000, 'the last chapter ends with the transcript')
  t.same(chapters(analyseTranscript(SEGMENTS.map((s) => ({ ...s })))), found, 'deterministic')
})

t.test('a short or empty transcript is one chapter or none', async (t) => {
  t.same(chapters(analyseTranscript([])), [])
  const short = chapters(analyseTranscript(SEGMENTS.slice(0, 3)))
  t.equal(short.length, 1, 'a thirty-second talk is not split')
  t.equal(short[0].firstSegment, 0)
})

t.test(
  'GET /api/meetings/{id}/chapters: the transcript’s rules, [] without one, 404 across organizations',
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: false })
    const s = await sessions(app, ['client', 'northwind'])
    const client = api(app, s.client)
    const id = (
      await client.post('/api/meetings', {
        title: 'Weekly sync',
        kind: 'team',
        scheduledAt: '2026-10-01T09:00:00Z',
        durationMinutes: 10,
      })
    ).json().id
    const none = await client.get(`/api/meetings/${id}/chapters`)
    t.equal(none.statusCode, 200)
    t.same(none.json(), { chapters: [] }, 'no transcript, no chapters')

    t.equal(
      (await client.put(`/api/meetings/${id}/transcript`, JSON.stringify(SEGMENTS), 'application/json')).statusCode,
      200,
    )
    const res = await client.get(`/api/meetings/${id}/chapters`)
    t.equal(res.statusCode, 200)
    const body = res.json()
    t.equal(body.language, 'en')
    t.equal(body.chapters.length, 3)
    t.same(
      body.chapters.map((c: { startSeconds: number }) => c.startSeconds),
      body.chapters.map((c: { firstSegment: number }) => SEGMENTS[c.firstSegment].startMs / 1000),
      'each chapter starts with its first segment',
    )
    t.equal(body.chapters[2].endSeconds, 359)

    const theirs = api(app, s.northwind)
    const foreign = await theirs.get(`/api/meetings/${id}/chapters`)
    t.equal(foreign.statusCode, 404, 'another organization’s meeting is not found')
    t.equal(foreign.json().code, 'DEBRIEF_NOT_FOUND')
    t.equal((await theirs.get(`/api/meetings/${id}/transcript`)).statusCode, 404, 'as its transcript is not')
    t.equal((await api(app).get(`/api/meetings/${id}/chapters`)).statusCode, 401, 'signed out')
    t.equal(
      (await client.get('/api/meetings/00000000-0000-4000-8000-000000000000/chapters')).statusCode,
      404,
      'no such meeting',
    )
  },
)

t.test('titles never carry a masked value', async (t) => {
  const mail = SEGMENTS.map((s, i) => (i < 12 ? { ...s, text: `${s.text} Write to hiring.team@example.com now.` } : s))
  const { maskedTranscript } = await import('../../src/modules/meetings/index.js')
  const found = chapters(analyseTranscript(maskedTranscript(mail).segments))
  t.notMatch(found.map((c) => c.title + c.keyPhrases.join(' ')).join(' '), /example|hiring\.team|@/)
})
