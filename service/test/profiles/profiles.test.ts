import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('profiles: list, detail with scores, identity edits, merge in one transaction', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client'])
  const admin = api(app, s.admin)
  const list = (await admin.get('/api/profiles?itemsPerPage=100&sortBy=reportCount&orderBy=desc')).json()
  t.ok(list.total >= 6 && list.total <= 12, `about eight seeded profiles (${list.total})`)
  const counts = list.profiles.map((p: { reportCount: number }) => p.reportCount)
  t.same(
    counts,
    [...counts].sort((a, b) => b - a),
    'sorted by report count',
  )
  const names = (await admin.get('/api/profiles?itemsPerPage=100&sortBy=fullName'))
    .json()
    .profiles.map((p: { fullName: string }) => p.fullName.toLowerCase())
  t.same(names, [...names].sort(), 'sorted by name')

  const busiest = list.profiles[0]
  t.ok(busiest.reportCount > 0)
  const detail = (await admin.get(`/api/profiles/${busiest.id}`)).json()
  t.ok(detail.timeline.length > 1, 'several points over time')
  t.ok(
    detail.timeline.every((p: { date: string; scores: Record<string, number> }) =>
      Object.values(p.scores).every((v) => v >= 0 && v <= 100),
    ),
  )
  t.equal(detail.reports.length, busiest.reportCount)
  t.equal(
    (await admin.get(`/api/profiles?q=${encodeURIComponent(busiest.fullName.slice(0, 4))}`)).json().profiles[0].id,
    busiest.id,
    'q on the name',
  )

  const patched = await admin.patch(`/api/profiles/${busiest.id}`, {
    title: 'Staff engineer',
    company: 'Fleetwise',
    tags: ['shortlist'],
  })
  t.equal(patched.statusCode, 200)
  t.match(patched.json(), { title: 'Staff engineer', company: 'Fleetwise', tags: ['shortlist'] })
  t.equal(
    (await admin.patch(`/api/profiles/${busiest.id}`, { reportCount: 3 })).statusCode,
    400,
    'identity fields only',
  )

  // A duplicate of the busiest person, with a report and a participation of its own, merges into it.
  const other = list.profiles.find((p: { id: string; reportCount: number }) => p.id !== busiest.id && p.reportCount > 0)
  const movedReports = other.reportCount
  const meetingOfOther = await db
    .selectFrom('meetings')
    .select('id')
    .where('org_id', '=', s.admin.userData.orgId!)
    .where('participants', '@>', JSON.stringify([{ profileId: other.id }]) as never)
    .executeTakeFirst()
  t.equal(
    (await admin.post(`/api/profiles/${busiest.id}/merge`, { otherId: busiest.id })).statusCode,
    400,
    'not into itself',
  )
  t.equal(
    (await api(app, s.client).post(`/api/profiles/${busiest.id}/merge`, { otherId: other.id })).statusCode,
    403,
    'clients only read profiles',
  )
  const merged = await admin.post(`/api/profiles/${busiest.id}/merge`, { otherId: other.id })
  t.equal(merged.statusCode, 200)
  t.equal(merged.json().reportCount, busiest.reportCount + movedReports, 'the other’s reports moved')
  t.equal((await admin.get(`/api/profiles/${other.id}`)).statusCode, 404, 'the other is gone')
  if (meetingOfOther) {
    const participants = (await admin.get(`/api/meetings/${meetingOfOther.id}`)).json().participants
    t.ok(
      participants.some((p: { profileId?: string }) => p.profileId === busiest.id) &&
        !participants.some((p: { profileId?: string }) => p.profileId === other.id),
      'participations moved',
    )
  }
  t.equal((await admin.get('/api/profiles?itemsPerPage=100')).json().total, list.total - 1)
})
