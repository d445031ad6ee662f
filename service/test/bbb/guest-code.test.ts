import t from 'tap'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

t.test('guest access codes: at least 6 characters, and a link locks after 5 wrong codes from anywhere', async (t) => {
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
    payload: { title: 'Guests', kind: 'interview', scheduledAt: new Date().toISOString(), durationMinutes: 30 },
  })
  const id = meeting.json().id as string
  t.equal(
    (await app.inject({ method: 'POST', url: `/api/bbb/conferences/${id}/start`, headers: bearer(admin), payload: {} }))
      .statusCode,
    200,
  )
  const link = (accessCode: string) =>
    app.inject({
      method: 'POST',
      url: `/api/bbb/conferences/${id}/guest-link`,
      headers: bearer(admin),
      payload: { accessCode },
    })
  const short = await link('4242')
  t.equal(short.statusCode, 400, 'a 4-character code is refused')
  t.ok(short.json().errors?.accessCode, 'naming the field')
  const { token } = (await link('738194')).json()

  // Every guess from its own address (the per-address limit does not help): 16 at once.
  const join = (accessCode: string, i: number) =>
    app.inject({
      method: 'POST',
      url: `/api/bbb/guest/${token}/join`,
      payload: { name: 'Guesser', accessCode },
      remoteAddress: `127.0.5.${i + 1}`,
    })
  const guesses = await Promise.all(Array.from({ length: 16 }, (_, i) => join(String(100000 + i), i)))
  const codes = guesses.map((g) => g.statusCode)
  t.equal(codes.filter((c) => c === 401).length, 5, 'five wrong codes are compared')
  t.equal(codes.filter((c) => c === 403).length, 11, 'the rest find the link locked')
  const right = await join('738194', 100)
  t.equal(right.statusCode, 403, 'even the right code: the link is locked')
  t.equal(right.json().code, 'DEBRIEF_GUEST_LINK_LOCKED')

  const fresh = (await link('738194')).json()
  const unlocked = await app.inject({
    method: 'POST',
    url: `/api/bbb/guest/${fresh.token}/join`,
    payload: { name: 'Gina Guest', accessCode: '738194' },
    remoteAddress: '127.0.6.1',
  })
  t.equal(unlocked.statusCode, 200, 'a new link unlocks')
  t.match(unlocked.json().url, /role=VIEWER/)
})
