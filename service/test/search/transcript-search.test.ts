import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { meeting, vtt } from './transcript-meetings.js'
import { snippetParts } from '../../src/modules/search/snippet.js'

const search = async (client: Api, query: Record<string, string>) => {
  const res = await client.get(`/api/search/transcripts?${new URLSearchParams(query)}`)
  return { status: res.statusCode, body: res.json() }
}
const text = (hit: { snippet: { text: string }[] }) => hit.snippet.map((p) => p.text).join('')
const marked = (hit: { snippet: { text: string; hit: boolean }[] }) =>
  hit.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())

t.test('transcript search: languages, ranking, snippets, paging, masking, tenants', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client', 'admin', 'northwind', 'superadmin', 'omc'])
  const client = api(app, s.client)
  const admin = api(app, s.admin)
  const other = api(app, s.northwind)

  const en = await meeting(client, 'Zebrafish budget review', [
    ['Anna', 5, 'Welcome everyone, let us start.'],
    ['Boris', 65, 'The zebrafish experiments were running over budget last quarter.'],
    ['Anna', 130, 'Zebrafish zebrafish zebrafish: the zebrafish budget and the zebrafish tanks dominate.'],
    ['Boris', 200, 'Write to boris.quill@example.com about the invoices.'],
  ])
  const ru = await meeting(client, 'Планёрка', [
    ['Анна', 10, 'Мы обсуждаем жирафа из зоопарка и сроки.'],
    ['Борис', 75, 'Жирафы всех зоопарков растут, это проблема для компании.'],
  ])
  const fr = await meeting(client, 'Réunion', [
    ['Anne', 12, 'Nous avons discuté des chevaux et de la stratégie pour le marché.'],
    ['Paul', 40, 'Je pense que les négociations sont difficiles mais pas impossibles.'],
  ])

  await t.test(
    'English stems: "zebrafishes experiment" finds "zebrafish experiments", at its second, with the speaker',
    async (t) => {
      const { status, body } = await search(client, { q: 'zebrafishes experiment' })
      t.equal(status, 200)
      t.equal(body.total, 1)
      t.match(body.items[0], {
        kind: 'transcript',
        meetingId: en,
        meetingTitle: 'Zebrafish budget review',
        seconds: 65,
      })
      t.match(body.items[0], { speaker: 'Boris', language: 'en' })
      t.same(marked(body.items[0]), ['zebrafish', 'experiments'], 'the matched words are marked')
      t.match(text(body.items[0]), /zebrafish experiments were running/)
    },
  )

  await t.test('Russian stems: "жирафов" finds "жирафа" and "жирафы"', async (t) => {
    const { body } = await search(client, { q: 'жирафов' })
    t.equal(body.total, 2)
    t.same(body.items.map((h: { seconds: number }) => h.seconds).sort(), [10, 75])
    t.ok(body.items.every((h: { meetingId: string; language: string }) => h.meetingId === ru && h.language === 'ru'))
    t.ok(marked(body.items[0]).every((w) => w.startsWith('жираф')))
  })

  await t.test('French stems: "cheval" does not, "négociation" finds "négociations"', async (t) => {
    const { body } = await search(client, { q: 'négociation' })
    t.equal(body.total, 1)
    t.match(body.items[0], { meetingId: fr, seconds: 40, language: 'fr' })
    t.same(marked(body.items[0]), ['négociations'])
    const filtered = await search(client, { q: 'négociation', lang: 'en' })
    t.equal(filtered.body.total, 0, 'lang keeps only transcripts in that language')
  })

  await t.test('ranking: the utterance that says it most comes first; phrases and exclusions', async (t) => {
    const { body } = await search(client, { q: 'zebrafish' })
    t.same(
      body.items.map((h: { seconds: number }) => h.seconds),
      [130, 65],
    )
    t.ok(body.items[0].rank > body.items[1].rank)
    t.equal((await search(client, { q: '"zebrafish tanks"' })).body.total, 1, 'a quoted phrase')
    t.equal((await search(client, { q: 'zebrafish -tanks' })).body.total, 1, 'a word left out')
  })

  await t.test('pagination: the total stays, pages do not overlap', async (t) => {
    const one = await search(client, { q: 'zebrafish or жираф', pageSize: '1' })
    const two = await search(client, { q: 'zebrafish or жираф', pageSize: '1', page: '2' })
    t.ok(one.body.total >= 2)
    t.equal(one.body.items.length, 1)
    t.equal(two.body.items.length, 1)
    t.not(
      `${one.body.items[0].meetingId}${one.body.items[0].seconds}`,
      `${two.body.items[0].meetingId}${two.body.items[0].seconds}`,
    )
    const past = await search(client, { q: 'zebrafish', page: '50' })
    t.same(past.body, { items: [], total: 2, page: 50, pageSize: 20 })
  })

  await t.test('masking: a hidden value is neither found nor quoted until masking is off', async (t) => {
    t.equal((await search(client, { q: 'boris.quill@example.com' })).body.total, 0, 'the e-mail is not found')
    const invoices = await search(client, { q: 'invoices' })
    t.equal(invoices.body.total, 1, 'the rest of the utterance is found')
    t.notMatch(text(invoices.body.items[0]), /boris\.quill/, 'and quoted masked')
    t.match(text(invoices.body.items[0]), /\*\*\*/)
    const off = await admin.put(
      '/api/transcript-privacy',
      JSON.stringify({ maskTranscripts: false }),
      'application/json',
    )
    t.equal(off.statusCode, 200)
    const clear = await search(client, { q: 'invoices' })
    t.match(text(clear.body.items[0]), /boris\.quill@example\.com/, 'in clear once the organization shows transcripts')
    await admin.put('/api/transcript-privacy', JSON.stringify({ maskTranscripts: true }), 'application/json')
  })

  await t.test('tenants: another organization finds nothing of ours; the superadmin finds it', async (t) => {
    t.equal((await search(other, { q: 'zebrafish' })).body.total, 0)
    await meeting(other, 'Northwind zebrafish', [['Nora', 3, 'Our zebrafish are fine.']])
    const theirs = await search(other, { q: 'zebrafish' })
    t.equal(theirs.body.total, 1)
    t.equal(theirs.body.items[0].meetingTitle, 'Northwind zebrafish')
    t.equal((await search(client, { q: 'zebrafish' })).body.total, 2, 'and we do not see theirs')
    t.equal((await search(api(app, s.superadmin), { q: 'zebrafish' })).body.total, 3)
  })

  await t.test('a rewritten transcript replaces its lines; a deleted meeting leaves none', async (t) => {
    const id = await meeting(client, 'Temp', [['X', 1, 'Quokka sightings are rare.']])
    t.equal((await search(client, { q: 'quokka' })).body.total, 1)
    await client.put(`/api/meetings/${id}/transcript`, vtt([['X', 1, 'Nothing to see.']]), 'text/vtt')
    t.equal((await search(client, { q: 'quokka' })).body.total, 0)
    await client.put(`/api/meetings/${id}/transcript`, vtt([['X', 1, 'Quokka again.']]), 'text/vtt')
    t.equal((await client.delete(`/api/meetings/${id}`)).statusCode, 204)
    t.equal((await search(client, { q: 'quokka' })).body.total, 0)
  })

  await t.test('400 for a blank or too long query, 401 signed out, 403 without read Meeting', async (t) => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await search(client, { q })
      t.equal(res.status, 400, JSON.stringify(q))
      t.type(res.body.message, 'string')
    }
    t.equal((await search(client, {})).status, 400, 'no query at all')
    t.equal((await search(client, { q: 'x', lang: 'de' })).status, 400, 'an unknown language')
    t.equal((await search(api(app), { q: 'zebrafish' })).status, 401)
    t.equal((await search(api(app, s.omc), { q: 'zebrafish' })).status, 403, 'a role that reads no meetings')
  })
})

t.test('snippet parts: the marks become flags, never markup', async (t) => {
  t.same(snippetParts('a \u0001b\u0002 c'), [
    { text: 'a ', hit: false },
    { text: 'b', hit: true },
    { text: ' c', hit: false },
  ])
  t.same(snippetParts('<b>x</b>'), [{ text: '<b>x</b>', hit: false }])
})
