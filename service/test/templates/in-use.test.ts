import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sessions } from '../helpers/product.js'
import { clients, createInterview } from '../self-interviews/helpers.js'

// Delete is refused while unfinished work reads the template: an open self-interview created from a
// question set, a queued or running summary that used a summary prompt. The 409 says which.
t.test('an open self-interview holds its question set; a revoked one does not', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['admin'])
  const { manager } = clients(app, s.admin)
  const family = (await manager.get('/api/templates?kind=question-set')).json().templates[0]
  const copy = await manager.post(`/api/templates/${family.id}/duplicate`, { name: 'Screening copy' })
  t.equal(copy.statusCode, 201, copy.body)
  const copyId = copy.json().id
  const published = await manager.post(`/api/templates/${copyId}/publish`, {})
  t.equal(published.statusCode, 200, published.body)

  // The interview is created from the set's published version (the question-set list names versions).
  const sets = (await manager.get('/api/self-interviews/question-sets')).json().questionSets
  const version = sets.find((x: { name: string }) => x.name === 'Screening copy')
  t.ok(version, 'the published copy is offered as a question set')
  const interview = await createInterview(manager, { questionSetId: version.id })
  const refused = await manager.delete(`/api/templates/${copyId}`)
  t.equal(refused.statusCode, 409, refused.body)
  t.match(refused.json(), { code: 'DEBRIEF_CONFLICT', message: /self-interview .* still open/ })

  t.equal((await manager.post(`/api/self-interviews/${interview.id}/revoke`, {})).statusCode, 200)
  t.equal((await manager.delete(`/api/templates/${copyId}`)).statusCode, 204, 'deletable once the interview is revoked')
  const detail = (await manager.get(`/api/self-interviews/${interview.id}`)).json()
  t.match(
    detail.selfInterview?.questionSet ?? detail.questionSet,
    { name: 'Screening copy', version: 1 },
    'the interview keeps naming the version it used',
  )
})

t.test('a running summary holds its summary prompt', async (t) => {
  const { app, db } = await buildTestApp(t)
  const s = await sessions(app, ['admin'])
  const { manager } = clients(app, s.admin)
  const created = await manager.post('/api/templates', {
    kind: 'summary-prompt',
    name: 'Board notes',
    document: { system: 'You write board minutes.', instructions: 'Decisions, owners and dates first.' },
  })
  t.equal(created.statusCode, 201, created.body)
  const id = created.json().id
  const version = await db.selectFrom('templates').select('id').where('family_id', '=', id).executeTakeFirstOrThrow()
  const run = await db
    .insertInto('llm_runs')
    .values({
      org_id: s.admin.userData.orgId!,
      title: 'Running summary',
      status: 'running',
      source_kind: 'text',
      engine: 'builtin',
      options: '{}',
      segments: '[]',
      template_id: version.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const refused = await manager.delete(`/api/templates/${id}`)
  t.equal(refused.statusCode, 409, refused.body)
  t.match(refused.json().message, /summary .* still running/)
  await db.updateTable('llm_runs').set({ status: 'completed' }).where('id', '=', run.id).execute()
  t.equal((await manager.delete(`/api/templates/${id}`)).statusCode, 204)
})
