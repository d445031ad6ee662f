import t from 'tap'
import { bbbClient } from '../../src/modules/bbb/client.js'
import { pollFigures } from '../../src/modules/bbb/server-health.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'

/** The poller's summary parse (attendees and metadata left as raw text) gives the same figures as the full parse. */
t.test('getMeetings without attendees: the same meeting figures, no attendee objects', async (t) => {
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const now = Date.now()
  fake.addMeeting({
    meetingID: 'old',
    createTime: now - 3600_000,
    metadata: { 'bbb-origin': 'Debrief' },
    attendees: [
      { userID: 'u1', fullName: 'Ann <&>', role: 'MODERATOR', hasVideo: true, hasJoinedVoice: true },
      { userID: 'u2', fullName: 'Bob', role: 'VIEWER', isListeningOnly: true },
    ],
  })
  fake.addMeeting({
    meetingID: 'young',
    createTime: now - 60_000,
    attendees: [{ userID: 'u3', fullName: 'Cy', role: 'VIEWER' }],
  })
  fake.addMeeting({ meetingID: 'empty', createTime: now - 3600_000, attendees: [] })
  const client = bbbClient({ url: fake.url, secret: fake.secret, algorithm: 'sha256' })
  const full = await client.getMeetings()
  const summary = await client.getMeetings({ attendees: false })
  t.same(
    summary.map((m) => m.meetingId),
    full.map((m) => m.meetingId),
  )
  t.same(pollFigures(summary, now), pollFigures(full, now), 'figures and load agree')
  t.ok(
    full.some((m) => m.attendees.length === 2),
    'the full parse keeps attendees (monitor screen)',
  )
  t.ok(
    summary.every((m) => m.attendees.length === 0 && Object.keys(m.metadata).length === 0),
    'the summary skips them',
  )
})
