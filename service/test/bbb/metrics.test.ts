import t from 'tap'
import { Registry } from 'prom-client'
import { bbbRegistry, registerBbbGauges } from '../../src/modules/bbb/metrics.js'
import { pollDueServers } from '../../src/modules/bbb/poll-cycle.js'
import { pruneSamples } from '../../src/modules/bbb/poll-repository.js'
import { buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

t.test('exporter-named metrics from the database; old samples pruned', async (t) => {
  const { app, db } = await buildTestApp(t, BBB_ENV)
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const su = await login(app, 'superadmin')
  const server = await registerServer(app, su, fake)
  fake.addMeeting({
    meetingID: 'x',
    createTime: Date.now() - 3600_000,
    attendees: [{ userID: 'a', fullName: 'A', role: 'VIEWER', hasVideo: true }],
  })
  fake.recordings.push({
    recordID: 'r1',
    meetingID: 'y',
    name: 'y',
    startTime: Date.now() - 7200_000,
    endTime: Date.now() - 3600_000,
    metadata: {},
    state: 'processing',
  })
  await pollDueServers({ db, secretBox: app.secretBox, intervalSeconds: 60, allowPrivate: true })
  const gauges = new Registry()
  registerBbbGauges(gauges, db)
  const text = (await gauges.metrics()) + (await bbbRegistry.metrics())
  t.match(text, new RegExp(`bbb_api_up\\{server="${server.name}"\\} 1`))
  t.match(text, new RegExp(`bbb_meetings_participants\\{server="${server.name}"\\} 1`))
  t.match(text, new RegExp(`bbb_meetings_video_participants\\{server="${server.name}"\\} 1`))
  t.match(text, new RegExp(`bbb_recordings_processing\\{server="${server.name}"\\} 1`))
  t.match(text, /bbb_api_latency_bucket/)

  await db
    .updateTable('bbb_samples')
    .set({ taken_at: new Date(Date.now() - 40 * 86400_000) })
    .execute()
  t.equal(await pruneSamples(db, 30), 1)
  t.equal(await pruneSamples(db, 30), 0)
})
