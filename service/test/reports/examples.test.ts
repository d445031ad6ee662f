import t from 'tap'
import { REPORT_KINDS } from '../../src/modules/analysis/types.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('report examples: every kind, produced by the engine, readable by every signed-in role', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['demo', 'omc', 'client', 'admin'])
  const list = await api(app, s.demo).get('/api/report-examples')
  t.equal(list.statusCode, 200)
  t.same(
    list.json().examples.map((e: { kind: string }) => e.kind),
    [...REPORT_KINDS],
  )
  for (const example of list.json().examples) {
    t.ok(
      example.segments.length > 0 && example.summary.length > 0 && Object.keys(example.content).length > 0,
      example.kind,
    )
  }
  const belbin = await api(app, s.omc).get('/api/report-examples/belbin')
  t.equal(belbin.statusCode, 200)
  t.same(
    belbin.json(),
    list.json().examples.find((e: { kind: string }) => e.kind === 'belbin'),
    'cached: the same answer',
  )
  t.equal((await api(app, s.client).get('/api/report-examples/nope')).statusCode, 400)
  t.equal((await api(app).get('/api/report-examples')).statusCode, 401)
})
