import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { startFakeTranscriber } from './fake-transcriber.js'
import { ANSWERS, clients, createInterview } from './helpers.js'

const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  Buffer.alloc(2000, 7),
])
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(500, 1)])

/** Answers the text questions and opens the audio one; returns its id. */
async function upToAudio(
  candidate: ReturnType<typeof clients>['candidate'],
  uid: string,
  questions: { id: string; practice: boolean; mode: string }[],
) {
  await candidate.open(uid)
  for (const q of questions.filter((x) => !x.practice)) {
    await candidate.openQuestion(uid, q.id)
    if (q.mode !== 'text') return q.id
    await candidate.answer(uid, q.id, ANSWERS[q.id] ?? 'An answer.')
  }
  throw new Error('no media question')
}

async function waitFor<T>(fn: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

t.test('recorded answers: limits, transcription service with retry, usage, then reports', async (t) => {
  const fake = await startFakeTranscriber()
  t.teardown(() => fake.close())
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-media-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app, db } = await buildTestApp(
    t,
    {
      DATA_DIR: dataDir,
      SELF_INTERVIEW_MAX_ANSWER_BYTES: '4096',
      TRANSCRIBE_BASE_URL: fake.url,
      TRANSCRIBE_API_KEY: 'sk-test',
      TRANSCRIBE_MODEL: 'whisper-test',
    },
    { jobs: FAST_JOBS },
  )
  const s = await sessions(app, ['admin', 'northwind'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  const audio = await upToAudio(candidate, uid, set.questions)
  const put = (q: string, body: Buffer, type = 'audio/webm') =>
    app.inject({
      method: 'PUT',
      url: `/api/public/self-interviews/${uid}/questions/${q}/media`,
      headers: { 'content-type': type },
      payload: body,
    })

  let res = await put(audio, Buffer.from('this is not a recording at all'))
  t.equal(res.statusCode, 415, 'wrong magic bytes: 415')
  t.equal(res.json().code, 'DEBRIEF_UNSUPPORTED_MEDIA')
  res = await put(audio, Buffer.concat([WEBM, Buffer.alloc(5000)]))
  t.equal(res.statusCode, 413, 'larger than the limit: 413')
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal((await put(audio, WEBM, 'text/plain')).statusCode, 415, 'a non-media content type is refused')
  t.equal((await put('about', WEBM)).statusCode, 400, 'a text question takes no recording')
  const stored = await fs.readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])
  t.same(
    stored.filter((e) => e.isFile()).map((e) => e.name),
    [],
    'refused uploads leave nothing in the storage',
  )

  fake.failNext = 1 // the first transcription attempt fails: the job retries
  res = await put(audio, WEBM)
  t.equal(res.statusCode, 200)
  t.equal((await put(audio, WAV, 'audio/wav')).statusCode, 409, 'a submitted recording stays')
  res = await candidate.complete(uid)
  t.equal(res.json().state, 'completed')

  const detail = await waitFor(
    async () => {
      const d = (await manager.get(`/api/self-interviews/${id}`)).json()
      return d.analysis && d.analysis.status === 'completed' ? d : undefined
    },
    'transcript and reports',
    60_000,
  )
  const answer = detail.answers.find((a: { questionId: string }) => a.questionId === audio)
  t.equal(answer.transcription, 'done')
  t.equal(answer.transcriptSource, 'service')
  t.match(answer.transcript, /agreed on a plan/)
  t.same(answer.media, { type: 'audio/webm', bytes: WEBM.length }, 'a WebM declared as audio is served as audio')
  t.ok(fake.calls.length >= 2, 'retried after the service failed once')
  t.equal(fake.calls.at(-1)!.model, 'whisper-test')
  t.equal(fake.calls.at(-1)!.auth, 'Bearer sk-test')
  const usage = await db
    .selectFrom('usage_events')
    .select(['kind', 'quantity', 'meta'])
    .where('kind', '=', 'transcription-minutes')
    .where(sql`meta->>'selfInterviewId'`, '=', id)
    .execute()
  t.equal(usage.length, 1, 'one usage row however often the job ran')
  t.equal(usage[0].quantity, 2, '95.4 s count as 2 started minutes')
  t.equal((usage[0].meta as { selfInterviewId: string }).selfInterviewId, id)
  t.equal(detail.reports.length, 2, 'one report per requested kind')
  const segments = (
    await db
      .selectFrom('transcripts')
      .select('segments')
      .where('meeting_id', '=', detail.selfInterview.meetingId)
      .executeTakeFirstOrThrow()
  ).segments
  t.ok(
    segments.some((seg) => /agreed on a plan/.test(seg.text)),
    'the transcribed answer is part of the analysed transcript',
  )

  res = await manager.get(`/api/self-interviews/${id}/answers/${audio}/media`)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'audio/webm')
  t.equal(res.rawPayload.length, WEBM.length, 'the manager plays the recording as uploaded')
  const other = clients(app, s.northwind).manager
  t.equal(
    (await other.get(`/api/self-interviews/${id}/answers/${audio}/media`)).statusCode,
    404,
    'another organization cannot fetch it',
  )
})

t.test('without a transcription service the manager types the transcript, and then the reports come', async (t) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-media-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin', 'northwind'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager, { requestedKinds: ['self'] })
  const audio = await upToAudio(candidate, uid, set.questions)
  const res = await app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${uid}/questions/${audio}/media`,
    headers: { 'content-type': 'audio/wav' },
    payload: WAV,
  })
  t.equal(res.statusCode, 200)
  await candidate.complete(uid)
  let d = (await manager.get(`/api/self-interviews/${id}`)).json()
  t.equal(d.analysis, null, 'the analysis waits for the recording’s transcript')
  const waiting = d.answers.find((a: { questionId: string }) => a.questionId === audio)
  t.equal(waiting.transcription, 'none', 'no service: no transcription job is pretended')
  t.ok(waiting.awaitsTranscript, 'the answer is named as waiting for a typed transcript')
  t.equal(waiting.number, 4, 'the answer’s number as the candidate saw it (the practice question not counted)')
  const url = `/api/self-interviews/${id}/answers/${audio}/transcript`
  t.equal(
    (await clients(app, s.northwind).manager.put(url, JSON.stringify({ text: 'x' }), 'application/json')).statusCode,
    404,
    'tenancy on the transcript route',
  )
  t.equal(
    (
      await manager.put(
        url,
        JSON.stringify({ text: 'I listened, and we agreed on a plan together.' }),
        'application/json',
      )
    ).statusCode,
    200,
  )
  d = await waitFor(async () => {
    const x = (await manager.get(`/api/self-interviews/${id}`)).json()
    return x.analysis?.status === 'completed' ? x : undefined
  }, 'reports')
  t.equal(d.answers.find((a: { questionId: string }) => a.questionId === audio).transcriptSource, 'manager')
  t.equal(d.reports.length, 1)
})
