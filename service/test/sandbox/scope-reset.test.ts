import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'
import { ALL_CALENDARS, countsOf, orgIdOf, seedCounts } from './scope-helpers.js'

// One service and database for the whole file (each subtest works on its own rows or checks relative to the seed).
const { app, db } = await buildTestApp(t)
const sb = sandboxOn(app)

const event = {
  title: 'Before the reset',
  start: '2030-01-10T09:00:00.000Z',
  end: '2030-01-10T10:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business' },
}

t.test(
  'an admin resets the organization’s sandbox to the seed; the other organization keeps its changes',
  async (t) => {
    const acmeId = await orgIdOf(db, 'admin@example.com')
    const northwindId = await orgIdOf(db, 'admin@northwind.example.com')
    const seededCalendar = (await sb.get(ALL_CALENDARS, 'admin')).json()
    const seededKanban = (await sb.get('/api/apps/kanban', 'admin')).json()
    const seededUsers = (await sb.get('/api/apps/users?itemsPerPage=100', 'admin')).json()

    t.equal((await sb.send('POST', '/api/apps/calendar', event, 'admin')).statusCode, 201)
    t.equal((await sb.send('DELETE', `/api/apps/calendar/${seededCalendar[0].id}`, undefined, 'admin')).statusCode, 204)
    t.equal((await sb.send('POST', '/api/apps/kanban/board/add', { title: 'Scratch' }, 'admin')).statusCode, 201)
    t.equal((await sb.send('DELETE', `/api/apps/users/${seededUsers.users[0].id}`, undefined, 'admin')).statusCode, 204)
    t.equal(
      (
        await sb.send(
          'POST',
          '/api/apps/email/compose',
          { to: ['ann@example.com'], subject: 'Gone soon', message: 'x' },
          'admin',
        )
      ).statusCode,
      201,
    )
    t.equal(
      (await sb.send('POST', '/api/apps/calendar', { ...event, title: 'Northwind keeps this' }, 'northwind'))
        .statusCode,
      201,
    )

    const reset = await sb.send('POST', '/api/sandbox/reset', undefined, 'admin')
    t.equal(reset.statusCode, 200)
    t.ok(Number.isFinite(Date.parse(reset.json().resetAt)), 'answers when')

    t.same((await sb.get(ALL_CALENDARS, 'admin')).json(), seededCalendar, 'calendar back to the seed')
    t.same((await sb.get('/api/apps/kanban', 'admin')).json(), seededKanban, 'kanban back to the seed')
    t.same((await sb.get('/api/apps/users?itemsPerPage=100', 'admin')).json(), seededUsers, 'users back to the seed')
    t.same(await countsOf(db, acmeId), await seedCounts(db), 'every table holds the seed’s rows')
    t.ok(
      (await sb.get(ALL_CALENDARS, 'northwind')).json().some((e: any) => e.title === 'Northwind keeps this'),
      'Northwind’s copy untouched',
    )
    t.not((await countsOf(db, northwindId)).sandbox_calendar_events, (await seedCounts(db)).sandbox_calendar_events)

    const audit = await db.selectFrom('audit_events').selectAll().where('kind', '=', 'sandbox-reset').execute()
    t.equal(audit.length, 1, 'audit-logged')
    t.equal(audit[0].org_id, acmeId)
  },
)

t.test('only an organization’s admin may reset', async (t) => {
  for (const role of ['client', 'demo', 'omc'] as const) {
    const res = await sb.send('POST', '/api/sandbox/reset', undefined, role)
    t.equal(res.statusCode, 403, role)
    t.equal(res.json().code, 'DEBRIEF_FORBIDDEN', role)
  }
  const superadmin = await sb.send('POST', '/api/sandbox/reset', undefined, 'superadmin')
  t.equal(superadmin.statusCode, 403, 'the superadmin has no organization: the seed copy is read-only')
  t.equal(superadmin.json().code, 'DEBRIEF_SANDBOX_READ_ONLY')
})

t.test('a reset racing with writes leaves a whole copy, never a half-written one', async (t) => {
  const acmeId = await orgIdOf(db, 'admin@example.com')
  const seed = await seedCounts(db)
  const users = (await sb.get('/api/apps/users?itemsPerPage=5', 'admin')).json().users
  const writes = [
    ...Array.from({ length: 6 }, (_, i) =>
      sb.send('POST', '/api/apps/calendar', { ...event, title: `Race ${i}` }, 'admin'),
    ),
    ...users.map((u: any) => sb.send('DELETE', `/api/apps/users/${u.id}`, undefined, 'admin')),
    sb.send(
      'POST',
      '/api/apps/users',
      { fullName: 'Racer', username: 'racer', email: 'racer@example.org', role: 'editor', currentPlan: 'team' },
      'admin',
    ),
  ]
  const [reset, ...done] = await Promise.all([sb.send('POST', '/api/sandbox/reset', undefined, 'admin'), ...writes])
  t.equal(reset.statusCode, 200, 'the reset succeeded')
  for (const res of done)
    t.ok([201, 204, 404].includes(res.statusCode), `a write answered ${res.statusCode}, not an error`)
  const counts = await countsOf(db, acmeId)
  const races = (await sb.get(ALL_CALENDARS, 'admin')).json().filter((e: any) => e.title.startsWith('Race '))
  t.equal(
    counts.sandbox_calendar_events,
    seed.sandbox_calendar_events + races.length,
    'the calendar: the seed plus the writes that came after the reset',
  )
  for (const e of races)
    t.match(e, { title: /^Race \d$/, start: event.start, end: event.end }, 'each surviving write whole')
  const usersLeft = counts.sandbox_users - seed.sandbox_users
  t.ok(usersLeft >= -users.length && usersLeft <= 1, 'users: the seed with at most the writes after it')
  for (const table of Object.keys(seed).filter((x) => x !== 'sandbox_calendar_events' && x !== 'sandbox_users'))
    t.equal(counts[table], seed[table], `${table} is the seed’s`)
  // Once the dust settles a second reset gives exactly the seed.
  t.equal((await sb.send('POST', '/api/sandbox/reset', undefined, 'admin')).statusCode, 200)
  t.same(await countsOf(db, acmeId), seed)
})
