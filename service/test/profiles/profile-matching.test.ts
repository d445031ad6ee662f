import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { resolveProfile } from '../../src/modules/profiles/index.js'

/** A meeting whose candidate is `candidate`: what a report about them is matched from. */
async function meetingWith(client: Api, candidate: { name: string; email?: string }) {
  const created = await client.post('/api/meetings', {
    title: `Matching ${candidate.name}`,
    kind: 'interview',
    scheduledAt: '2026-10-01T09:00:00.000Z',
    durationMinutes: 30,
    participants: [
      { name: 'Maria Lopez', role: 'host' },
      { ...candidate, role: 'candidate' },
    ],
  })
  if (created.statusCode !== 201) throw new Error(`create meeting: ${created.statusCode} ${created.body}`)
  return created.json().id as string
}

t.test('profiles match on e-mail; a name alone is a suggestion, confirmed by a merge or dismissed', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client'])
  const admin = api(app, s.admin)
  const client = api(app, s.client)
  const orgId = s.admin.userData.orgId!
  const resolve = (subject: string, meetingId: string) =>
    db.transaction().execute((trx) => resolveProfile(trx, orgId, subject, meetingId))
  const byName = async (q: string) =>
    (await admin.get(`/api/profiles?q=${encodeURIComponent(q)}&itemsPerPage=50`)).json().profiles as {
      id: string
      fullName: string
      email: string | null
    }[]

  const seeded = (await byName('Daniel Carter')).find((p) => p.fullName === 'Daniel Carter')
  t.ok(seeded, 'the demo data has a Daniel Carter')
  t.equal(seeded!.email, null, 'without an e-mail')

  // "Daniel Carter <daniel.carter@example.net>" is not folded into the seeded Daniel Carter.
  const withEmail = await meetingWith(admin, { name: 'Daniel Carter', email: 'Daniel.Carter@example.net' })
  const fresh = await resolve('Daniel Carter', withEmail)
  t.not(fresh, seeded!.id, 'a new profile, no automatic merge on the name')
  const detail = (await admin.get(`/api/profiles/${fresh}`)).json()
  t.equal(detail.email, 'Daniel.Carter@example.net')
  t.match(detail.sameAs, { id: seeded!.id, fullName: 'Daniel Carter', email: null }, 'offered as "Is this…?"')
  t.equal((await admin.get(`/api/profiles/${seeded!.id}`)).json().sameAs, null, 'the namesake is not asked')
  const linked = (await admin.get(`/api/meetings/${withEmail}`)).json().participants
  t.equal(linked.find((p: { name: string }) => p.name === 'Daniel Carter').profileId, fresh)

  // The same address (in other case) in another meeting is the same person; no e-mail on either side is the name.
  const again = await meetingWith(admin, { name: 'Daniel Carter', email: 'daniel.carter@EXAMPLE.net' })
  t.equal(await resolve('Daniel Carter', again), fresh, 'matched on the e-mail')
  const nameOnly = await meetingWith(admin, { name: 'Daniel Carter' })
  t.equal(await resolve('Daniel Carter', nameOnly), seeded!.id, 'no e-mail anywhere: the name, as before')
  t.equal((await byName('Daniel Carter')).filter((p) => p.fullName === 'Daniel Carter').length, 2)

  // Not the same person: a client may not say so; an admin dismisses it and it stays dismissed.
  t.equal((await client.delete(`/api/profiles/${fresh}/same-as`)).statusCode, 403)
  const dismissed = await admin.delete(`/api/profiles/${fresh}/same-as`)
  t.equal(dismissed.statusCode, 200, dismissed.body)
  t.equal(dismissed.json().sameAs, null)
  t.equal(await resolve('Daniel Carter', again), fresh)
  t.equal((await admin.get(`/api/profiles/${fresh}`)).json().sameAs, null, 'not offered again')

  // The same person: confirming merges the new profile into its namesake, which gains the e-mail.
  const olivia = { id: await resolve('Olivia Grant', await meetingWith(admin, { name: 'Olivia Grant' })) }
  t.equal((await admin.get(`/api/profiles/${olivia.id}`)).json().email, null, 'a profile from a transcript name')
  const oliviaMeeting = await meetingWith(admin, { name: 'Olivia Grant', email: 'olivia.grant@example.org' })
  const oliviaFresh = await resolve('Olivia Grant', oliviaMeeting)
  t.equal((await admin.get(`/api/profiles/${oliviaFresh}`)).json().sameAs.id, olivia.id)
  const merged = await admin.post(`/api/profiles/${olivia.id}/merge`, { otherId: oliviaFresh })
  t.equal(merged.statusCode, 200, merged.body)
  t.match(merged.json(), { id: olivia.id, email: 'olivia.grant@example.org', sameAs: null })
  const moved = (await admin.get(`/api/meetings/${oliviaMeeting}`)).json().participants
  t.equal(
    moved.find((p: { name: string }) => p.name === 'Olivia Grant').profileId,
    olivia.id,
    'the participation moved',
  )
  t.equal(await resolve('Olivia Grant', oliviaMeeting), olivia.id)
  t.equal((await admin.get(`/api/profiles/${oliviaFresh}`)).statusCode, 404)
})
