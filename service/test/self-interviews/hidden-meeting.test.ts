import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { clients, createInterview } from './helpers.js'

t.test(
  "a completed interview's backing meeting is not in the meeting list, but stays reachable from the interview",
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
    const s = await sessions(app, ['admin'])
    const { manager, candidate } = clients(app, s.admin)
    const before = (await manager.get('/api/meetings?itemsPerPage=100')).json()

    const one = await createInterview(manager, { mode: 'one-page', requestedKinds: ['self'] })
    await candidate.open(one.uid)
    t.equal(
      (
        await candidate.answer(
          one.uid,
          'about',
          'I build data pipelines and I led the migration of our billing service.',
          false,
        )
      ).statusCode,
      200,
    )
    t.equal((await candidate.complete(one.uid)).json().state, 'completed')

    const detail = (await manager.get(`/api/self-interviews/${one.id}`)).json()
    const meetingId = detail.selfInterview.meetingId as string
    t.ok(meetingId, 'the interview links its meeting')
    t.equal((await manager.get(`/api/meetings/${meetingId}`)).statusCode, 200, 'the link from the interview opens it')

    const after = (await manager.get('/api/meetings?itemsPerPage=100')).json()
    t.equal(after.total, before.total, 'the total does not count it')
    t.notOk(
      after.meetings.some((m: { id: string }) => m.id === meetingId),
      'not listed',
    )
    const searched = (await manager.get('/api/meetings?q=Self-interview')).json()
    t.equal(searched.total, 0, 'not found by its title either')
  },
)
