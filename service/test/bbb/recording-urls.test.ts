import t from 'tap'
import { sql } from 'kysely'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { signHs256 } from '../../src/modules/bbb/jwt-hs256.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

t.test('playback URLs from getRecordings: only http(s) on the server host are stored and shown', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const [su, admin] = await Promise.all([login(app, 'superadmin'), login(app, 'admin')])
  await registerServer(app, su, fake)
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true })
  const meeting = await app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bearer(admin),
    payload: { title: 'Recorded', kind: 'interview', scheduledAt: new Date().toISOString(), durationMinutes: 30 },
  })
  const id = meeting.json().id as string
  const started = await app.inject({
    method: 'POST',
    url: `/api/bbb/conferences/${id}/start`,
    headers: bearer(admin),
    payload: {},
  })
  t.equal(started.statusCode, 200, started.body)

  const own = new URL(fake.url)
  const good = `http://${own.host}/playback/presentation/2.3/ok`
  const formats = [
    { type: 'presentation', url: good },
    { type: 'script', url: 'javascript:alert(document.cookie)' },
    { type: 'upper', url: 'JaVaScRiPt:alert(1)' },
    { type: 'data', url: 'data:text/html,<script>alert(1)</script>' },
    { type: 'elsewhere', url: 'https://evil.example/playback' },
    { type: 'relative', url: '//evil.example/playback' },
    { type: 'credentials', url: `http://user:pass@${own.host}/playback` },
    { type: 'file', url: 'file:///etc/passwd' },
  ]
  fake.meetings.get(id)!.metadata['bbb-recording-ready-url'] = 'http://127.0.0.1:1/unused'
  await fake.fireRecordingReady(id, undefined, formats).catch(() => null)
  const recording = fake.recordings.at(-1)!
  const ready = await app.inject({
    method: 'POST',
    url: '/api/bbb/callbacks/recording-ready',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `signed_parameters=${signHs256({ meeting_id: id, record_id: recording.recordID }, fake.secret)}`,
  })
  t.equal(ready.statusCode, 200, ready.body)

  const stored = await db
    .selectFrom('bbb_conferences')
    .select('playback')
    .where('meeting_id', '=', id)
    .executeTakeFirstOrThrow()
  t.same(
    (stored.playback as { url: string }[]).map((p) => p.url),
    [good],
    'only the http link on the server host is stored',
  )
  const list = await app.inject({ method: 'GET', url: `/api/bbb/conferences/${id}`, headers: bearer(admin) })
  const row = list.json()
  t.same(
    row.conference.playback.map((p: { url: string }) => p.url),
    [good],
  )

  // A row written before the check is filtered when it is shown.
  await sql`update bbb_conferences set playback = ${JSON.stringify(formats.map((f) => ({ ...f, length: 30 })))}::jsonb where meeting_id = ${id}`.execute(
    db,
  )
  const again = await app.inject({ method: 'GET', url: `/api/bbb/conferences/${id}`, headers: bearer(admin) })
  const shown = again.json()
  t.equal(again.statusCode, 200, again.body.slice(0, 300))
  t.same(
    shown.conference.playback.map((p: { url: string }) => p.url),
    [good],
    'an old row with bad links shows only the good one',
  )
  t.notMatch(again.body, /javascript:|data:text/i)
})
