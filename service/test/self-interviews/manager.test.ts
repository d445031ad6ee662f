import t from 'tap'
import { runReminderPass } from '../../src/modules/self-interviews/reminders.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { clients, createInterview, questionSet } from './helpers.js'

t.test('list, CSV bulk create, reminders and tenancy', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'northwind', 'demo', 'superadmin'])
  const { manager, candidate } = clients(app, s.admin)
  const set = await questionSet(manager)
  t.equal(
    (await manager.get('/api/self-interviews/question-sets'))
      .json()
      .questionSets.filter((q: { name: string }) => /\((EN|RU)\)$/.test(q.name)).length,
    6,
    'three EN and three RU sets seeded',
  )

  // CSV: good rows create interviews, bad rows get their reason, nothing else is lost.
  const csv =
    'name,email\nAnna Petrova,anna@example.org\n,nobody@example.org\nBad Mail,not-an-email\nAnna Again,ANNA@example.org\n"Li, Wei",wei@example.org\n'
  let res = await manager.post('/api/self-interviews/bulk', {
    csv,
    questionSetId: set.id,
    expiresInDays: 3,
    requestedKinds: ['self'],
  })
  t.equal(res.statusCode, 200)
  const bulk = res.json()
  t.equal(bulk.created, 2)
  t.equal(bulk.failed, 3)
  t.same(
    bulk.results.map((r: { ok: boolean; error?: string }) => r.ok),
    [true, false, false, false, true],
  )
  t.match(bulk.results[1].error, /name/)
  t.match(bulk.results[2].error, /e-mail/)
  t.match(bulk.results[3].error, /earlier/)
  t.equal(bulk.results[4].name, 'Li, Wei', 'quoted CSV fields keep their commas')
  t.equal(
    (await manager.post('/api/self-interviews/bulk', { csv: '\n\n', questionSetId: set.id })).statusCode,
    400,
    'an empty CSV is a 400',
  )
  t.equal(
    (await manager.post('/api/self-interviews/bulk', { csv: 'a,"b', questionSetId: set.id })).statusCode,
    400,
    'broken CSV is a 400, not a 500',
  )

  const alex = await createInterview(manager)
  res = await manager.get('/api/self-interviews?q=anna&sortBy=candidateName&orderBy=asc')
  t.equal(res.json().total, 1)
  t.equal(res.json().selfInterviews[0].candidateName, 'Anna Petrova')
  res = await manager.get('/api/self-interviews?itemsPerPage=2&page=2&sortBy=candidateName')
  t.equal(res.json().total, 3)
  t.equal(res.json().selfInterviews.length, 1, 'server paging')
  t.equal((await manager.get('/api/self-interviews?status=created')).json().total, 3)
  t.equal((await manager.get('/api/self-interviews?status=completed')).json().total, 0)
  t.equal(
    (await manager.get(`/api/self-interviews?from=${new Date(Date.now() + 3600_000).toISOString()}`)).json().total,
    0,
    'date range',
  )
  t.equal((await manager.get('/api/self-interviews?sortBy=nope')).statusCode, 400)
  t.equal(
    (
      await manager.post('/api/self-interviews', {
        candidateName: 'X',
        candidateEmail: 'x@example.org',
        questionSetId: '00000000-0000-4000-8000-000000000000',
      })
    ).statusCode,
    400,
    'unknown question set is a 400',
  )

  // Reminders: one, a day before expiry, never after completion; open interviews past expiry become expired.
  const done = await createInterview(manager, {
    candidateEmail: 'done@example.org',
    mode: 'one-page',
    requestedKinds: [],
  })
  await candidate.open(done.uid)
  await candidate.answer(done.uid, 'why', 'Because.', false)
  await candidate.complete(done.uid)
  await db
    .updateTable('self_interviews')
    .set({ expires_at: new Date(Date.now() + 3600_000) })
    .where('id', 'in', [alex.id, done.id])
    .execute()
  const mailsTo = async (to: string) =>
    (await db.selectFrom('outbox_emails').select('subject').where('to_address', '=', to).execute()).map(
      (m) => m.subject,
    )
  let pass = await runReminderPass(app)
  t.equal(pass.reminded, 1, 'only the open interview due within a day')
  t.ok(
    (await mailsTo('alex.morgan@example.org')).some((m) => /Reminder/.test(m)),
    'the reminder went out',
  )
  const reminder = await db
    .selectFrom('outbox_emails')
    .select('body')
    .where('to_address', '=', 'alex.morgan@example.org')
    .where('subject', 'like', 'Reminder%')
    .executeTakeFirstOrThrow()
  t.ok(reminder.body.includes(`/i/${alex.uid}`), 'the reminder carries the working link')
  t.notOk(
    (await mailsTo('done@example.org')).some((m) => /Reminder/.test(m)),
    'a completed interview gets no reminder',
  )
  pass = await runReminderPass(app)
  t.equal(pass.reminded, 0, 'never twice')
  await db
    .updateTable('self_interviews')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', alex.id)
    .execute()
  pass = await runReminderPass(app)
  t.equal(pass.expired, 1)
  t.equal((await manager.get(`/api/self-interviews/${alex.id}`)).json().selfInterview.state, 'expired')

  // Tenancy: another organization sees none of it, on every route.
  const other = api(app, s.northwind)
  t.equal((await other.get('/api/self-interviews')).json().total, 0)
  for (const [method, url, body] of [
    ['get', `/api/self-interviews/${done.id}`],
    ['patch', `/api/self-interviews/${done.id}`, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }],
    ['delete', `/api/self-interviews/${done.id}`],
    ['post', `/api/self-interviews/${done.id}/revoke`],
    ['post', `/api/self-interviews/${done.id}/resend`],
  ] as const) {
    const r =
      method === 'patch'
        ? await other.patch(url, body)
        : method === 'post'
          ? await other.post(url)
          : await other[method](url)
    t.equal(r.statusCode, 404, `${method} ${url.replace(done.id, ':id')} from another organization is 404`)
  }
  t.equal(
    (
      await other.post('/api/self-interviews', {
        candidateName: 'X',
        candidateEmail: 'x@example.org',
        questionSetId: set.id,
      })
    ).statusCode,
    400,
    'another organization’s question set cannot be used',
  )
  const nwSets = (await other.get('/api/self-interviews/question-sets')).json().questionSets
  t.notOk(
    nwSets.some((q: { id: string }) => q.id === set.id),
    'question sets are per organization',
  )
  t.equal(
    (
      await api(app, s.demo).post('/api/self-interviews', {
        candidateName: 'X',
        candidateEmail: 'x@example.org',
        questionSetId: set.id,
      })
    ).statusCode,
    403,
    'the demo role cannot create',
  )
  t.equal((await api(app, s.demo).get('/api/self-interviews')).statusCode, 403, 'nor list')
  t.equal((await api(app).get('/api/self-interviews')).statusCode, 401)
  t.equal(
    (await api(app, s.superadmin).get('/api/self-interviews')).json().total,
    4,
    'the superadmin sees every organization',
  )
})
