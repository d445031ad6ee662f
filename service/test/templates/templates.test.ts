import t from 'tap'
import { applyDiff } from '../../src/modules/templates/diff-documents.js'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'

const criterion = (id: string, title: string, weight: number, keywords: string[]) => ({ id, title, weight, keywords })
const rubric = (extra: ReturnType<typeof criterion>[] = []) => ({
  sections: [
    { id: 'craft', title: 'Craft', criteria: [criterion('depth', 'Technical depth', 2, ['architecture']), ...extra] },
  ],
})

t.test('create, save versions, diff, restore, publish, duplicate, delete', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['admin', 'client', 'northwind'])
  const admin = api(app, s.admin)

  const created = await admin.post('/api/templates', {
    kind: 'rubric',
    name: 'Backend rubric',
    document: rubric(),
    note: 'first draft',
  })
  t.equal(created.statusCode, 201, created.body)
  const tpl = created.json()
  t.match(tpl, {
    kind: 'rubric',
    name: 'Backend rubric',
    latest: { version: 1, note: 'first draft', publishedAt: null },
    publishedVersion: null,
    active: false,
    versionCount: 1,
  })
  t.equal(tpl.latest.author.name.length > 0, true, 'the author is named')
  t.equal(
    (await admin.post('/api/templates', { kind: 'rubric', name: 'backend RUBRIC', document: rubric() })).statusCode,
    409,
    'names are unique per kind',
  )

  const v2 = await admin.post(`/api/templates/${tpl.id}/versions`, {
    document: rubric([criterion('mentoring', 'Mentoring', 1, ['mentor'])]),
    note: 'mentoring',
    baseVersion: 1,
  })
  t.equal(v2.statusCode, 201, v2.body)
  t.match(v2.json(), { version: 2, note: 'mentoring', templateId: tpl.id })
  const stale = await admin.post(`/api/templates/${tpl.id}/versions`, { document: rubric(), baseVersion: 1 })
  t.equal(stale.statusCode, 409, 'a save based on an old version is refused')

  const invalid = await admin.post(`/api/templates/${tpl.id}/versions`, {
    document: {
      sections: [{ id: 'x', title: 'X', criteria: [{ id: 'Bad Id', title: '', weight: -2, keywords: [], extra: 1 }] }],
    },
  })
  t.equal(invalid.statusCode, 400)
  const errors = invalid.json().errors
  for (const path of [
    '/document/sections/0/criteria/0/id',
    '/document/sections/0/criteria/0/title',
    '/document/sections/0/criteria/0/weight',
    '/document/sections/0/criteria/0/extra',
  ]) {
    t.ok(errors[path]?.length, `error at ${path}`)
  }
  t.equal(invalid.json().code, 'DEBRIEF_INVALID_TEMPLATE')

  const diff = (await admin.get(`/api/templates/${tpl.id}/diff?from=1&to=2`)).json()
  t.same(diff.patch, [
    { op: 'add', path: '/sections/0/criteria/1', value: criterion('mentoring', 'Mentoring', 1, ['mentor']) },
  ])
  const v1 = (await admin.get(`/api/templates/${tpl.id}/versions/1`)).json()
  t.same(
    applyDiff(v1.document, diff.patch),
    (await admin.get(`/api/templates/${tpl.id}/versions/2`)).json().document,
    'the patch turns v1 into v2',
  )

  const restored = await admin.post(`/api/templates/${tpl.id}/versions/1/restore`, {})
  t.equal(restored.statusCode, 201)
  t.match(restored.json(), { version: 3, note: 'Restored version 1' })
  t.same(restored.json().document, rubric())
  const listed = (await admin.get(`/api/templates/${tpl.id}/versions`)).json()
  t.same(
    listed.versions.map((v: { version: number }) => v.version),
    [3, 2, 1],
    'history kept, newest first',
  )

  const published = await admin.post(`/api/templates/${tpl.id}/publish`, { version: 2 })
  t.equal(published.statusCode, 200)
  t.match(published.json(), { publishedVersion: 2, active: true, latest: { version: 3 } })

  // Tenancy: another organization sees nothing; a client reads but does not write.
  const northwind = api(app, s.northwind)
  t.equal((await northwind.get(`/api/templates/${tpl.id}`)).statusCode, 404)
  t.equal((await northwind.get(`/api/templates/${tpl.id}/versions/1`)).statusCode, 404)
  t.notOk(
    (await northwind.get('/api/templates?itemsPerPage=100'))
      .json()
      .templates.some((x: { id: string }) => x.id === tpl.id),
  )
  const client = api(app, s.client)
  t.equal((await client.get(`/api/templates/${tpl.id}`)).statusCode, 200)
  t.equal((await client.post(`/api/templates/${tpl.id}/versions`, { document: rubric() })).statusCode, 403)

  const page = (await admin.get('/api/templates?kind=rubric&q=backend&sortBy=name&orderBy=asc')).json()
  t.equal(page.total, 1)
  t.match(page.templates[0], { id: tpl.id, latest: { version: 3 }, publishedVersion: 2, versionCount: 3 })

  const copy = await admin.post(`/api/templates/${tpl.id}/duplicate`, {})
  t.equal(copy.statusCode, 201)
  t.match(copy.json(), { name: 'Backend rubric (copy)', latest: { version: 1 }, publishedVersion: null })
  t.same(copy.json().document, rubric())

  t.equal((await admin.delete(`/api/templates/${copy.json().id}`)).statusCode, 204)
  t.equal((await admin.get(`/api/templates/${copy.json().id}`)).statusCode, 404)
})

t.test('the JSON Schema of every kind is served', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['client'])
  const res = (await api(app, s.client).get('/api/templates/schemas')).json()
  t.same(res.kinds.map((k: { kind: string }) => k.kind).sort(), [
    'competence-model',
    'question-set',
    'report-template',
    'rubric',
    'summary-prompt',
  ])
  const one = (await api(app, s.client).get('/api/templates/schemas/rubric')).json()
  t.equal(one.schema.$schema, 'http://json-schema.org/draft-07/schema#')
  t.ok(one.schema.properties.sections)
  t.equal((await api(app, s.client).get('/api/templates/schemas/nope')).statusCode, 400)
})

t.test('analyses use the newest published version, reports name it, delete is refused while in use', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin'])
  const admin = api(app, s.admin)
  const list = (await admin.get('/api/templates?kind=rubric')).json()
  const seeded = list.templates.find((x: { active: boolean }) => x.active)
  t.ok(seeded, 'the seeded rubric is the active one')
  const base = (await admin.get(`/api/templates/${seeded.id}`)).json()
  const doc = structuredClone(base.document) as { sections: { criteria: unknown[] }[] }
  doc.sections[0]!.criteria.push(criterion('migration-work', 'Migration work', 3, ['migration', 'partitioned']))
  const saved = (
    await admin.post(`/api/templates/${seeded.id}/versions`, { document: doc, note: 'migration criterion' })
  ).json()

  const run = async () => {
    const meetingId = await meetingWithTranscript(admin, `Interview ${Math.random()}`)
    const { jobId } = (await admin.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['recruiter'] })).json()
    t.equal((await waitForJob(admin, jobId)).status, 'completed')
    const report = await db
      .selectFrom('reports')
      .select(['id', 'content'])
      .where('analysis_id', '=', jobId)
      .executeTakeFirstOrThrow()
    return { id: report.id, text: JSON.stringify(report.content) }
  }
  const before = await run()
  t.notOk(before.text.includes('Migration work'), 'an unpublished version is not used')
  t.match((await admin.get(`/api/templates/used-by-report/${before.id}`)).json(), {
    templateId: seeded.id,
    version: base.latest.version,
  })

  t.equal((await admin.post(`/api/templates/${seeded.id}/publish`, {})).statusCode, 200)
  const after = await run()
  t.ok(after.text.includes('Migration work'), 'the published version scores the report')
  t.match((await admin.get(`/api/templates/used-by-report/${after.id}`)).json(), {
    templateId: seeded.id,
    versionId: saved.versionId,
    version: saved.version,
    name: seeded.name,
  })

  // A running report of a kind the active rubric shapes holds the template.
  const org = s.admin.userData.orgId!
  const running = await db
    .insertInto('reports')
    .values({
      org_id: org,
      kind: 'recruiter',
      title: 'Running',
      source_type: 'meeting',
      source_id: before.id,
      source_title: 'x',
      status: 'running',
      engine: 'builtin',
      content: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // A report that used no template answers 204 (no console error on every such report); an unknown one 404.
  t.equal((await admin.get(`/api/templates/used-by-report/${running.id}`)).statusCode, 204)
  t.equal((await admin.get('/api/templates/used-by-report/00000000-0000-4000-8000-000000000000')).statusCode, 404)
  const refused = await admin.delete(`/api/templates/${seeded.id}`)
  t.equal(refused.statusCode, 409)
  t.equal(refused.json().code, 'DEBRIEF_CONFLICT')
  await db.updateTable('reports').set({ status: 'failed' }).where('id', '=', running.id).execute()
  t.equal((await admin.delete(`/api/templates/${seeded.id}`)).statusCode, 204, 'deletable once nothing runs')
  t.equal(
    (await admin.get(`/api/templates/used-by-report/${after.id}`)).statusCode,
    204,
    'the report keeps its content, the link is gone',
  )
})
