import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test("a meeting refuses another organization's profileId with 404, like every cross-organization id", async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client', 'northwind'])
  const client = api(app, s.client)
  const theirs = await db
    .selectFrom('digital_profiles')
    .select('id')
    .where('org_id', '=', s.northwind.userData.orgId)
    .executeTakeFirst()
  const ours = await db
    .selectFrom('digital_profiles')
    .select('id')
    .where('org_id', '=', s.client.userData.orgId)
    .executeTakeFirst()
  t.ok(theirs && ours, 'both organizations have profiles')
  const meeting = (profileId: string) => ({
    title: 'Cross-org',
    kind: 'other',
    scheduledAt: '2026-10-01T09:00:00Z',
    durationMinutes: 10,
    participants: [{ name: 'Someone', role: 'candidate', profileId }],
  })
  const created = await client.post('/api/meetings', meeting(theirs!.id))
  t.equal(created.statusCode, 404, 'create with their profile')
  t.equal(created.json().code, 'DEBRIEF_NOT_FOUND')
  const mine = await client.post('/api/meetings', meeting(ours!.id))
  t.equal(mine.statusCode, 201, 'create with our own profile')
  const patched = await client.patch(`/api/meetings/${mine.json().id}`, {
    participants: [{ name: 'Someone', role: 'candidate', profileId: theirs!.id }],
  })
  t.equal(patched.statusCode, 404, 'change to their profile')
})
