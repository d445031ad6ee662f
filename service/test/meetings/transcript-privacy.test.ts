import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

const VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Maria Lopez>Write to maria.lopez@example.com or call +1 415 555 0134 about the offer.
`

t.test(
  'transcripts are masked by default; those who manage reports reveal them (logged) and choose the setting',
  async (t) => {
    const { app, db } = await buildTestApp(t, {}, { jobs: false })
    const s = await sessions(app, ['client', 'admin'])
    const client = api(app, s.client)
    const admin = api(app, s.admin)
    t.equal(s.client.userData.orgId, s.admin.userData.orgId, 'the demo client and admin share an organization')
    const created = await client.post('/api/meetings', {
      title: 'Privacy',
      kind: 'other',
      scheduledAt: '2026-10-01T09:00:00.000Z',
      durationMinutes: 10,
    })
    const id = created.json().id
    t.equal((await client.put(`/api/meetings/${id}/transcript`, VTT, 'text/vtt')).statusCode, 200)

    t.same((await client.get('/api/transcript-privacy')).json(), { maskTranscripts: true, canReveal: false })
    t.same((await admin.get('/api/transcript-privacy')).json(), { maskTranscripts: true, canReveal: true })
    const masked = (await client.get(`/api/meetings/${id}/transcript`)).json()
    t.equal(masked.masked, true)
    t.notMatch(masked.segments[0].text, /maria\.lopez@example\.com|415 555 0134/, 'masked for the client')
    t.equal((await client.get(`/api/meetings/${id}/transcript?reveal=true`)).statusCode, 403, 'a client cannot reveal')
    t.equal((await db.selectFrom('transcript_reveals').selectAll().execute()).length, 0)

    const revealed = (await admin.get(`/api/meetings/${id}/transcript?reveal=true`)).json()
    t.match(revealed, { masked: false })
    t.match(revealed.segments[0].text, /maria\.lopez@example\.com/)
    const log = await db.selectFrom('transcript_reveals').selectAll().execute()
    t.match(
      log,
      [{ meeting_id: id, account_id: s.admin.userData.id, org_id: s.admin.userData.orgId }],
      'the reveal is logged',
    )

    t.equal(
      (await client.put('/api/transcript-privacy', JSON.stringify({ maskTranscripts: false }), 'application/json'))
        .statusCode,
      403,
      'a client cannot change the setting',
    )
    t.equal(
      (await admin.put('/api/transcript-privacy', JSON.stringify({ maskTranscripts: 'no' }), 'application/json'))
        .statusCode,
      400,
    )
    t.same(
      (
        await admin.put('/api/transcript-privacy', JSON.stringify({ maskTranscripts: false }), 'application/json')
      ).json(),
      { maskTranscripts: false, canReveal: true },
    )
    const clear = (await client.get(`/api/meetings/${id}/transcript`)).json()
    t.match(clear, { masked: false })
    t.match(
      clear.segments[0].text,
      /maria\.lopez@example\.com/,
      'shown in clear once the organization turns masking off',
    )
  },
)

t.test(
  'a transcript uploaded before a meeting scheduled later leaves it scheduled: status follows what happened',
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: false })
    const s = await sessions(app, ['client'])
    const client = api(app, s.client)
    const later = new Date(Date.now() + 6 * 3600_000).toISOString()
    const id = (
      await client.post('/api/meetings', {
        title: 'Later today',
        kind: 'other',
        scheduledAt: later,
        durationMinutes: 30,
      })
    ).json().id
    t.equal((await client.put(`/api/meetings/${id}/transcript`, VTT, 'text/vtt')).statusCode, 200)
    t.equal((await client.get(`/api/meetings/${id}`)).json().status, 'scheduled')
    const past = (
      await client.post('/api/meetings', {
        title: 'This morning',
        kind: 'other',
        scheduledAt: new Date(Date.now() - 3600_000).toISOString(),
        durationMinutes: 30,
      })
    ).json().id
    t.equal((await client.put(`/api/meetings/${past}/transcript`, VTT, 'text/vtt')).statusCode, 200)
    t.equal(
      (await client.get(`/api/meetings/${past}`)).json().status,
      'ended',
      'a meeting whose time has come is ended by its transcript',
    )
  },
)
