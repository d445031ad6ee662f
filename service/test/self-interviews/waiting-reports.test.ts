import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { startFakeTranscriber } from './fake-transcriber.js'
import { clients, createInterview } from './helpers.js'
import { upToMedia, WEBM } from './recordings.js'

async function waitFor<T>(fn: () => Promise<T | undefined>, what: string, ms = 60_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

t.test('no transcription service: the manager makes the reports from the answers that have text', async (t) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-wait-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin', 'client', 'northwind'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager, { requestedKinds: ['self'] })
  const analyse = `/api/self-interviews/${id}/analyse`
  const media = await upToMedia(candidate, uid, set.questions)
  t.equal((await manager.post(analyse)).statusCode, 409, 'not before the candidate completes')
  const up = await app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${uid}/questions/${media}/media`,
    headers: { 'content-type': 'audio/webm' },
    payload: WEBM,
  })
  t.equal(up.statusCode, 200)
  await candidate.complete(uid)
  const waiting = (await manager.get(`/api/self-interviews/${id}`)).json()
  t.equal(waiting.analysis, null, 'the reports wait for the recording’s transcript')
  t.same(
    waiting.answers
      .filter((a: { awaitsTranscript: boolean }) => a.awaitsTranscript)
      .map((a: { number: number }) => a.number),
    [4],
    'and the detail says which answer: the 4th',
  )

  t.equal((await clients(app, s.northwind).manager.post(analyse)).statusCode, 404, 'another organization: 404')
  const made = await manager.post(analyse)
  t.equal(made.statusCode, 200, made.body)
  t.ok(made.json().analysis, 'the analysis is queued at once')
  t.equal((await manager.post(analyse)).statusCode, 409, 'a second request makes nothing twice')
  const done = await waitFor(async () => {
    const d = (await manager.get(`/api/self-interviews/${id}`)).json()
    return d.analysis?.status === 'completed' ? d : undefined
  }, 'the reports')
  t.equal(done.reports.length, 1)
  const report = (await manager.get(`/api/reports/${done.reports[0].id}`)).json()
  t.same(
    report.source,
    { type: 'self-interview', id, title: 'General screening (EN)' },
    'the report names its source once: "Self-interview: General screening (EN)", not the word twice',
  )
})

t.test('with a transcription service, recordings still waiting are transcribed on completion', async (t) => {
  const fake = await startFakeTranscriber()
  t.teardown(() => fake.close())
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-wait-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app, db } = await buildTestApp(
    t,
    { DATA_DIR: dataDir, TRANSCRIBE_BASE_URL: fake.url, TRANSCRIBE_MODEL: 'whisper-test' },
    { jobs: FAST_JOBS },
  )
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager, { requestedKinds: ['self'] })
  const media = await upToMedia(candidate, uid, set.questions)
  // Taken while this instance had no transcription worker (or before the service was configured): no job yet.
  const config = app.config as { TRANSCRIBE_BASE_URL?: string }
  const serviceUrl = config.TRANSCRIBE_BASE_URL
  config.TRANSCRIBE_BASE_URL = undefined
  const up = await app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${uid}/questions/${media}/media`,
    headers: { 'content-type': 'audio/webm' },
    payload: WEBM,
  })
  config.TRANSCRIBE_BASE_URL = serviceUrl
  t.equal(up.statusCode, 200)
  const before = await db.selectFrom('self_interview_answers').select('transcription').where('interview_id', '=', id)
  t.same(
    (await before.execute()).map((r) => r.transcription).filter((x) => x !== 'none'),
    [],
    'no transcription was pretended for the upload',
  )
  t.equal(fake.calls.length, 0)
  await candidate.complete(uid)
  const done = await waitFor(async () => {
    const d = (await manager.get(`/api/self-interviews/${id}`)).json()
    return d.analysis?.status === 'completed' ? d : undefined
  }, 'the transcript, then the reports')
  t.equal(fake.calls.length, 1, 'completion sent the recording to /v1/audio/transcriptions')
  t.equal(fake.calls[0].model, 'whisper-test')
  t.same(fake.calls[0].file, WEBM, 'the recording itself, as multipart')
  const answer = done.answers.find((a: { questionId: string }) => a.questionId === media)
  t.equal(answer.transcriptSource, 'service')
  t.notOk(answer.awaitsTranscript)
  t.equal(done.reports.length, 1)
})
