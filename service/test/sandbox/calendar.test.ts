import t from 'tap'
import { sandboxApp } from './helpers.js'

const event = {
  title: 'Roadmap review',
  start: '2030-01-10T09:00:00.000Z',
  end: '2030-01-10T10:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business' },
}

t.test('list by calendars: repeated, comma-separated, none', async (t) => {
  const sb = await sandboxApp(t)
  const business = (await sb.get('/api/apps/calendar?calendars=Business')).json()
  t.ok(business.length > 0 && business.every((e: any) => e.extendedProps.calendar === 'Business'))
  const two = (await sb.get('/api/apps/calendar?calendars=Business&calendars=Family')).json()
  t.ok(two.some((e: any) => e.extendedProps.calendar === 'Family'))
  t.same((await sb.get('/api/apps/calendar?calendars=Business,Family')).json(), two)
  t.same((await sb.get('/api/apps/calendar')).json(), [], 'no list: empty')
  t.same((await sb.get('/api/apps/calendar?calendars=Nope')).json(), [], 'no valid category: empty')
  const all = (
    await sb.get(
      '/api/apps/calendar?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family',
    )
  ).json()
  const now = Date.now()
  t.ok(
    all.every((e: any) => Math.abs(Date.parse(e.start) - now) < 16 * 86_400_000),
    'events sit around today',
  )
})

t.test('create answers 201 with id = last id + 1; update merges; unknown ids answer 400 text', async (t) => {
  const sb = await sandboxApp(t)
  const all = (
    await sb.get(
      '/api/apps/calendar?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family',
    )
  ).json()
  const last = Math.max(...all.map((e: any) => e.id))
  const created = await sb.send('POST', '/api/apps/calendar', event)
  t.equal(created.statusCode, 201)
  t.same(created.json(), { ...event, id: last + 1, extendedProps: { calendar: 'Business' } })
  const next = await sb.send('POST', '/api/apps/calendar', { ...event, title: 'Second' })
  t.equal(next.json().id, last + 2)

  const updated = await sb.send('PUT', `/api/apps/calendar/${last + 1}`, {
    title: 'Renamed',
    extendedProps: { location: 'Room 4' },
  })
  t.equal(updated.statusCode, 201)
  t.same(updated.json(), {
    ...event,
    id: last + 1,
    title: 'Renamed',
    extendedProps: { calendar: 'Business', location: 'Room 4' },
  })

  for (const res of [
    await sb.send('PUT', '/api/apps/calendar/9999', { title: 'x' }),
    await sb.send('DELETE', '/api/apps/calendar/9999'),
  ]) {
    t.equal(res.statusCode, 400)
    t.equal(res.body, 'Something Went Wrong')
    t.match(String(res.headers['content-type']), /text\/plain/)
  }
  t.equal((await sb.send('DELETE', `/api/apps/calendar/${last + 1}`)).statusCode, 204)
  t.notOk(
    (await sb.get('/api/apps/calendar?calendars=Business')).json().some((e: any) => e.id === last + 1),
    'deleted',
  )
})

t.test('bad event bodies are 400 JSON errors', async (t) => {
  const sb = await sandboxApp(t)
  const bad = [
    { ...event, extra: 1 },
    { ...event, title: 'x'.repeat(201) },
    { ...event, allDay: 'sometimes' },
    { ...event, extendedProps: { calendar: 'Birthday' } },
    { ...event, start: 'not a date at all' },
    { title: 'no dates' },
  ]
  for (const body of bad) {
    const res = await sb.send('POST', '/api/apps/calendar', body)
    t.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60))
    t.equal(res.json().statusCode, 400)
  }
  const res = await sb.send('PUT', '/api/apps/calendar/1', { unknown: true })
  t.equal(res.statusCode, 400)
  t.equal(res.json().code, 'DEBRIEF_VALIDATION')
})
