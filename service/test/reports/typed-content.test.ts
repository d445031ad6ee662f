import { Ajv2020 } from 'ajv/dist/2020.js'
import { sql } from 'kysely'
import t from 'tap'
import { REPORT_KINDS } from '../../src/modules/analysis/types.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

/**
 * Report content is typed per kind in the OpenAPI document (a union discriminated by `kind`), but written as stored.
 * These tests hold both: every answer the service gives validates against the documented schema of its own kind and
 * not another's, and content the documented shape does not foresee (an older engine's) comes back untouched, its
 * keys in their stored order.
 */
const pascal = (kind: string) => kind.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())

function contractValidator(document: { components: { schemas: Record<string, unknown> } }) {
  // OpenAPI 3.1 is JSON Schema 2020-12; `discriminator` is OpenAPI's own keyword (the oneOf does the checking here).
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  ajv.addSchema({ $id: 'contract', components: document.components })
  return (component: string, value: unknown) => {
    const validate = ajv.getSchema(`contract#/components/schemas/${component}`)
    if (!validate) throw new Error(`no component ${component}`)
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }
}

t.test('every report answer validates against the documented content of its kind', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const check = contractValidator(app.swagger() as never)
  const s = await sessions(app, ['admin', 'demo'])
  const admin = api(app, s.admin)

  const reports = (await admin.get('/api/reports?itemsPerPage=100')).json().reports as { id: string; kind: string }[]
  t.same(new Set(reports.map((r) => r.kind)), new Set(REPORT_KINDS), 'demo reports of every kind')
  let shared = 0
  for (const { id, kind } of reports) {
    const report = (await admin.get(`/api/reports/${id}`)).json()
    t.same(check('Report', report), [], `report ${kind} ${id}`)
    t.same(check(`${pascal(kind)}Report`, report), [], `report ${kind} ${id}: its kind's variant`)
    const other = REPORT_KINDS.find((k) => k !== kind)!
    t.ok(check(`${pascal(other)}Report`, report).length, `report ${kind} ${id}: not ${other}'s`)
    if (Object.keys(report.content).length)
      t.ok(check('Report', { ...report, kind: other }).length, `report ${kind} ${id}: its content is not ${other}'s`)
    if (report.status === 'ready' && shared++ < 3) {
      const { token } = (await admin.post(`/api/reports/${id}/share`, { expiresInDays: 1 })).json()
      t.same(check('PublicReport', (await api(app).get(`/api/public/reports/${token}`)).json()), [], `shared ${kind}`)
    }
  }

  const examples = (await api(app, s.demo).get('/api/report-examples')).json().examples as { kind: string }[]
  t.same(
    examples.map((e) => e.kind),
    [...REPORT_KINDS],
  )
  for (const example of examples) {
    t.same(check('ReportExample', example), [], `example ${example.kind}`)
    t.same(check(`${pascal(example.kind)}ReportExample`, example), [], `example ${example.kind}: its kind's variant`)
  }
})

t.test('content is written as stored, whatever its shape', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const admin = api(app, (await sessions(app, ['admin'])).admin)
  const [older, pending] = (await admin.get('/api/reports?itemsPerPage=100&status=ready')).json().reports as {
    id: string
  }[]
  // An older engine's content: fields the schema does not name, keys out of its order, a score that is not an integer.
  const stored = {
    zz: 1,
    subject: 'Ada',
    coverage: { score: 7.5, extra: [1, 'x', null] },
    ключ: 'Привет 😀 </script> \u2028',
  }
  await sql`update reports set content = ${JSON.stringify(stored)}::jsonb where id = ${older.id}`.execute(db)
  await sql`update reports set content = '{}'::jsonb, status = 'queued' where id = ${pending.id}`.execute(db)
  const asStored = async (id: string) => {
    const { text } = (
      await sql<{ text: string }>`select content::text as text from reports where id = ${id}`.execute(db)
    ).rows[0]
    return JSON.stringify(JSON.parse(text)) // PostgreSQL's key order, without its spaces
  }

  const res = await admin.get(`/api/reports/${older.id}`)
  t.equal(res.statusCode, 200)
  t.equal(JSON.stringify(res.json().content), await asStored(older.id), 'every field, value and key order kept')
  t.same(res.json().content, stored)
  t.equal((await admin.get(`/api/reports/${pending.id}`)).json().content.constructor, Object)
  t.same((await admin.get(`/api/reports/${pending.id}`)).json().content, {}, 'a report not ready yet: {}')

  const { token } = (await admin.post(`/api/reports/${older.id}/share`, { expiresInDays: 1 })).json()
  const shared = await api(app).get(`/api/public/reports/${token}`)
  t.equal(shared.statusCode, 200)
  t.equal(JSON.stringify(shared.json().content), await asStored(older.id), 'the shared view too')
})
