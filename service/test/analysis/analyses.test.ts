import t from 'tap'
import { getEngine } from '../../src/modules/analysis/engines.js'
import type { AnalysisEngine, EngineName } from '../../src/modules/analysis/types.js'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'

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

/** An llm stand-in: the builtin result plus token usage, failing its first call to exercise the retry. */
function flakyLlm(): AnalysisEngine & { calls: number } {
  const engine = {
    name: 'llm' as const,
    calls: 0,
    async analyze(input: Parameters<AnalysisEngine['analyze']>[0]) {
      engine.calls++
      if (engine.calls === 1) throw new Error('model endpoint timed out')
      return {
        ...(await getEngine('builtin').analyze(input)),
        usage: { promptTokens: 1200, completionTokens: 300, model: 'test-model' },
      }
    },
  }
  return engine
}

t.test('an analysis runs end to end: one report per kind, progress, meeting status, profiles', async (t) => {
  const llm = flakyLlm()
  const engineFor = (name: EngineName) => (name === 'llm' ? llm : getEngine('builtin'))
  const { app, db } = await buildTestApp(t, {}, { jobs: { ...FAST_JOBS, engineFor } })
  const s = await sessions(app, ['client', 'admin'])
  const client = api(app, s.client)
  const meetingId = await meetingWithTranscript(client)

  const accepted = await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: KINDS })
  t.equal(accepted.statusCode, 202)
  const { jobId } = accepted.json()
  const queued = (await client.get(`/api/jobs/${jobId}`)).json()
  t.equal(queued.reportIds.length, KINDS.length, 'the reports exist (queued) from the start')
  t.equal((await client.get(`/api/meetings/${meetingId}`)).json().status, 'processing')

  const job = await waitForJob(client, jobId)
  t.match(job, { status: 'completed', progress: 100, kinds: KINDS })
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'kind', 'status', 'subject', 'profile_id'])
    .where('analysis_id', '=', jobId)
    .execute()
  t.equal(reports.length, KINDS.length, 'one report per kind')
  t.same(reports.map((r) => r.kind).sort(), [...KINDS].sort())
  t.ok(
    reports.every((r) => r.status === 'ready' && r.subject === 'Daniel Carter'),
    'ready, about the candidate',
  )
  t.equal((await client.get(`/api/meetings/${meetingId}`)).json().status, 'analyzed')

  // The meeting's reports through the list: its source filter, rows without content.
  const listed = (await client.get(`/api/reports?sourceId=${meetingId}&itemsPerPage=50`)).json()
  t.equal(listed.total, KINDS.length, 'sourceId narrows the list to this meeting')
  t.same(listed.reports.map((r: { id: string }) => r.id).sort(), reports.map((r) => r.id).sort())
  t.ok(
    listed.reports.every((r: Record<string, unknown>) => !('content' in r) && r.summary !== undefined),
    'list rows carry no content',
  )
  t.equal((await client.get('/api/reports?sourceId=not-a-uuid')).statusCode, 400)

  const report = (await client.get(`/api/reports/${reports.find((r) => r.kind === 'recruiter')!.id}`)).json()
  t.match(report, {
    kind: 'recruiter',
    status: 'ready',
    engine: 'builtin',
    source: { type: 'meeting', id: meetingId },
    shared: null,
  })
  t.equal(report.content.rubricSource, 'organization', 'the organization’s rubric shaped the recruiter report')
  t.ok(report.summary.length > 0)

  // The subject's profile now links these reports; the participant links to the profile.
  const profileId = reports[0].profile_id!
  t.ok(
    reports.every((r) => r.profile_id === profileId),
    'one profile for the subject',
  )
  const profile = (await client.get(`/api/profiles/${profileId}`)).json()
  t.equal(profile.fullName, 'Daniel Carter')
  t.ok(profile.reportCount >= KINDS.length)
  t.ok(
    profile.timeline.length > 0 &&
      Object.keys(profile.teamRoles).length > 0 &&
      Object.keys(profile.competences).length > 0,
    'scores over time and averages',
  )
  const participants = (await client.get(`/api/meetings/${meetingId}`)).json().participants
  t.equal(participants.find((p: { name: string }) => p.name === 'Daniel Carter').profileId, profileId)

  // The llm engine fails once, is retried, and its token usage is recorded with the report.
  const llmJob = await waitForJob(
    client,
    (await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'], engine: 'llm' })).json().jobId,
  )
  t.equal(llmJob.status, 'completed', 'completed after a retry')
  t.equal(llm.calls, 2, 'the first attempt failed, the second succeeded')
  const usage = await db
    .selectFrom('usage_events')
    .selectAll()
    .where('org_id', '=', s.client.userData.orgId!)
    .where('kind', '=', 'llm-tokens')
    .execute()
  t.equal(usage.length, 1, 'one usage row for the one successful model call')
  t.match(usage[0], { kind: 'llm-tokens', quantity: 1500, currency: 'EUR' })

  // Rerun refills the same report under a new job.
  const target = reports.find((r) => r.kind === 'belbin')!
  const rerun = await client.post(`/api/reports/${target.id}/rerun`)
  t.equal(rerun.statusCode, 202)
  const rerunJob = await waitForJob(client, rerun.json().jobId)
  t.same(rerunJob.reportIds, [target.id], 'same report id')
  t.equal(
    (
      await db
        .selectFrom('reports')
        .select('id')
        .where('meeting_id', '=', meetingId)
        .where('kind', '=', 'belbin')
        .execute()
    ).length,
    1,
    'no duplicate report',
  )

  // Requests that cannot run are refused up front.
  const bare = (
    await client.post('/api/meetings', {
      title: 'No transcript',
      kind: 'other',
      scheduledAt: '2026-10-01T09:00:00Z',
      durationMinutes: 5,
    })
  ).json()
  t.equal(
    (await client.post(`/api/meetings/${bare.id}/analyses`, { kinds: ['self'] })).statusCode,
    409,
    'no transcript yet',
  )
  t.equal((await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: [] })).statusCode, 400, 'no kinds')
  t.equal(
    (await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['horoscope'] })).statusCode,
    400,
    'unknown kind',
  )
  t.equal((await client.post(`/api/jobs/${jobId}/cancel`)).statusCode, 409, 'a finished job cannot be cancelled')
})

t.test('a queued job can be cancelled and never runs', async (t) => {
  // No worker here: the job stays queued until cancelled.
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client'])
  const client = api(app, s.client)
  const meetingId = await meetingWithTranscript(client)
  const { jobId } = (await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self', 'belbin'] })).json()
  const cancelled = await client.post(`/api/jobs/${jobId}/cancel`)
  t.equal(cancelled.statusCode, 200)
  t.match(cancelled.json(), { id: jobId, status: 'cancelled' })
  const boss = (await db
    .selectFrom('pgboss.job' as never)
    .select(['state' as never])
    .where('id' as never, '=', jobId as never)
    .executeTakeFirst()) as { state: string } | undefined
  t.equal(boss?.state, 'cancelled', 'the pg-boss job is cancelled in the same transaction')
  t.ok(
    (await db.selectFrom('reports').select('status').where('analysis_id', '=', jobId).execute()).every(
      (r) => r.status === 'failed',
    ),
  )
  t.equal((await client.get(`/api/meetings/${meetingId}`)).json().status, 'ended', 'the meeting leaves processing')
})
