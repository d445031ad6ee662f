import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, sessions, waitForJob } from '../helpers/product.js'

const KINDS = [
  'self',
  'recruiter',
  'competence',
  'belbin',
  'info-security',
  'active-analysis',
  'alfa',
  'negotiation',
  'digital-profile',
]
// One value of every info-security detector type, said in the meeting.
const SECRETS = [
  'daniel.carter@gmail.com',
  '+1 415 555 0134',
  '4111 1111 1111 1111',
  'DE89 3704 0044 0532 0130 00',
  'Hunter2!x9',
  'sk-proj-abcdefghijklmnopqrstuvwx',
  'build01.corp.internal',
]
const VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Maria Lopez>Hi Daniel, thanks for joining. Can you tell me about your current role? My mail is maria at the usual address.

00:00:07.000 --> 00:00:20.000
<v Daniel Carter>I'm a backend engineer. I led the migration of our routing service. Write to me at ${SECRETS[0]} or call ${SECRETS[1]}.

00:00:21.000 --> 00:00:30.000
<v Maria Lopez>For the relocation we pay to card ${SECRETS[2]} or IBAN ${SECRETS[3]}. What salary do you expect?

00:00:31.000 --> 00:00:45.000
<v Daniel Carter>I am asking for $140,000 a year. The VPN password is ${SECRETS[4]} and the staging key ${SECRETS[5]} sits on ${SECRETS[6]}. I'll send you the design document by Friday.

00:00:46.000 --> 00:00:55.000
<v Maria Lopez>We can offer $130,000. I will send the written offer by Monday.
`

t.test(
  'subjects per person-kind: one report each, meeting-level kinds about the meeting; nothing sensitive in any report or public page',
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
    const s = await sessions(app, ['client'])
    const client = api(app, s.client)
    const anonymous = api(app)
    const created = await client.post('/api/meetings', {
      title: 'Subjects and privacy',
      kind: 'interview',
      scheduledAt: '2026-10-01T09:00:00.000Z',
      durationMinutes: 30,
      participants: [
        { name: 'Maria Lopez', role: 'host' },
        { name: 'Daniel Carter', role: 'candidate' },
      ],
    })
    const meetingId = created.json().id
    t.equal((await client.put(`/api/meetings/${meetingId}/transcript`, VTT, 'text/vtt')).statusCode, 200)

    t.equal(
      (
        await client.post(`/api/meetings/${meetingId}/analyses`, {
          kinds: ['negotiation'],
          subjects: { negotiation: ['Daniel Carter'] },
        })
      ).statusCode,
      400,
      'a meeting-level kind takes no subject',
    )
    const stranger = await client.post(`/api/meetings/${meetingId}/analyses`, {
      kinds: ['self'],
      subjects: { self: ['Nobody Here'] },
    })
    t.equal(stranger.statusCode, 400)
    t.match(stranger.json().message, /Nobody Here/, 'the error names the unknown person')
    t.equal(
      (
        await client.post(`/api/meetings/${meetingId}/analyses`, {
          kinds: ['self'],
          subject: 'Maria Lopez',
          subjects: { self: ['Maria Lopez'] },
        })
      ).statusCode,
      400,
    )

    const accepted = await client.post(`/api/meetings/${meetingId}/analyses`, {
      kinds: KINDS,
      subjects: { self: ['Daniel Carter', 'maria lopez'], belbin: ['Maria Lopez'] },
    })
    t.equal(accepted.statusCode, 202)
    const { jobId, jobIds } = accepted.json()
    t.equal(jobIds.length, 3, 'Daniel, Maria and the meeting')
    t.equal(jobId, jobIds[0])
    for (const id of jobIds) t.equal((await waitForJob(client, id, 60_000)).status, 'completed')

    const listed = (await client.get(`/api/reports?sourceId=${meetingId}&itemsPerPage=50`)).json().reports as {
      id: string
      kind: string
      subject: string | null
    }[]
    const pairs = listed.map((r) => `${r.kind} · ${r.subject ?? 'meeting'}`).sort()
    t.same(
      pairs,
      [
        'active-analysis · Daniel Carter',
        'alfa · Daniel Carter',
        'belbin · Maria Lopez',
        'competence · Daniel Carter',
        'digital-profile · Daniel Carter',
        'info-security · meeting',
        'negotiation · meeting',
        'recruiter · Daniel Carter',
        'self · Daniel Carter',
        'self · Maria Lopez',
      ],
      'one report per kind and chosen person; Belbin only for Maria; the default subject is the candidate',
    )

    const bodies: string[] = []
    const speakers = new Set<string>()
    for (const r of listed) {
      const full = (await client.get(`/api/reports/${r.id}`)).json()
      t.equal(full.status, 'ready', `${r.kind} · ${r.subject}`)
      bodies.push(JSON.stringify(full))
      if (full.content.overview) speakers.add(JSON.stringify(full.content.overview.speakers))
      const share = (await client.post(`/api/reports/${r.id}/share`, { expiresInDays: 1 })).json()
      bodies.push((await anonymous.get(`/api/public/reports/${share.token}`)).body)
    }
    t.equal(speakers.size, 1, 'the same conversation metrics in every report of the meeting')
    for (const value of SECRETS) {
      const leaks = bodies.filter((b) => b.includes(value) || b.includes(value.replace(/ /g, '')))
      t.equal(leaks.length, 0, `${value} appears in no report and no public page`)
    }
    t.ok(
      bodies.some((b) => b.includes('140,000') || b.includes('140000')),
      'amounts are not mistaken for sensitive values',
    )
  },
)
