import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { startS3Double } from '../helpers/s3-double.js'
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { s3Storage } from '../../src/lib/files/s3-storage.js'
import { runTranscription } from '../../src/modules/self-interviews/run-transcription.js'
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/app.js'
import { sessions } from '../helpers/product.js'
import { startFakeTranscriber } from './fake-transcriber.js'
import { ANSWERS, clients, createInterview } from './helpers.js'

const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  Buffer.alloc(64 * 1024, 5),
])

async function tempDir(t: { teardown(fn: () => unknown): void }, prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  t.teardown(() => fs.rm(dir, { recursive: true, force: true }))
  return dir
}

async function startS3(t: { teardown(fn: () => unknown): void }) {
  const s3 = await startS3Double(t)
  return {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_REGION: s3.region,
  }
}

/** Opens the interview and every question up to the first recorded one; returns its id. */
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

/**
 * Two service instances share only the database and the S3 bucket (each has its own DATA_DIR): a recording
 * uploaded through one is played, transcribed and deleted through the other.
 */
t.test('a recording stored by one instance is served, transcribed and removed by another', async (t) => {
  const s3 = await startS3(t)
  const fake = await startFakeTranscriber()
  t.teardown(() => fake.close())
  const first = await buildTestApp(t, { DATA_DIR: await tempDir(t, 'selfinter-a-'), ...s3 }, { jobs: false })
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: first.dbUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: await tempDir(t, 'selfinter-b-'),
    ...s3,
  })
  const second = await buildApp({
    config,
    db: first.db,
    jwtSecret: TEST_JWT_SECRET,
    serveUi: false,
    databaseUrl: first.dbUrl,
    jobs: false,
  })
  await second.ready()
  t.teardown(() => second.close())

  const s = await sessions(first.app, ['admin'])
  const { manager, candidate } = clients(first.app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  const audio = await upToAudio(candidate, uid, set.questions)
  const res = await first.app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${uid}/questions/${audio}/media`,
    headers: { 'content-type': 'audio/webm' },
    payload: WEBM,
  })
  t.equal(res.statusCode, 200, res.body)
  const row = await first.db
    .selectFrom('self_interview_answers')
    .selectAll()
    .where('interview_id', '=', id)
    .where('question_id', '=', audio)
    .executeTakeFirstOrThrow()
  t.match(row.media_path, /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/, 'the row keeps a storage key')

  const other = clients(second, s.admin).manager
  const media = await other.get(`/api/self-interviews/${id}/answers/${audio}/media`)
  t.equal(media.statusCode, 200, 'the other instance serves it')
  t.equal(media.headers['content-type'], 'audio/webm')
  t.equal(Number(media.headers['content-length']), WEBM.length)
  t.equal(media.headers['cache-control'], 'private, no-store')
  t.ok(media.rawPayload.equals(WEBM), 'byte for byte')

  const cfg = { baseUrl: fake.url, model: 'whisper-test' }
  await runTranscription(second, cfg, () => null, row.id, false)
  t.ok(fake.calls.at(-1)?.file?.equals(WEBM), 'the other instance sent the stored bytes to the transcription service')
  t.match(fake.calls.at(-1)?.filename, /\.webm$/, 'named by its container')
  const after = await first.db
    .selectFrom('self_interview_answers')
    .select(['transcription', 'transcript'])
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow()
  t.equal(after.transcription, 'done')
  t.match(after.transcript, /agreed on a plan/)

  const bucket = s3Storage({
    endpoint: s3.S3_ENDPOINT,
    bucket: s3.S3_BUCKET,
    accessKeyId: s3.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
    region: s3.S3_REGION,
  })
  await bucket.remove(row.media_path!)
  const gone = await other.get(`/api/self-interviews/${id}/answers/${audio}/media`)
  t.equal(gone.statusCode, 404, 'an object missing from the bucket: 404')
  t.equal(gone.json().message, 'This answer has no recording')
  await bucket.put(row.media_path!, Readable.from([WEBM]))

  t.equal((await other.delete(`/api/self-interviews/${id}`)).statusCode, 204)
  await t.rejects(bucket.get(row.media_path!), 'deleting the interview removed the object from the bucket')
})

/** Answers recorded before the storage keys kept an absolute path under DATA_DIR: they still play and transcribe. */
t.test('a legacy recording (absolute path under DATA_DIR) is still served, transcribed and removed', async (t) => {
  const fake = await startFakeTranscriber()
  t.teardown(() => fake.close())
  const dataDir = await tempDir(t, 'selfinter-legacy-')
  const { app, db } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: false })
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  const audio = await upToAudio(candidate, uid, set.questions)
  const file = path.join(dataDir, 'self-interviews', id, `${audio}.webm`)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, WEBM)
  const answer = await db
    .updateTable('self_interview_answers')
    .set({
      media_path: file,
      media_type: 'audio/webm',
      media_bytes: WEBM.length,
      submitted_at: new Date(),
      transcription: 'pending',
    })
    .where('interview_id', '=', id)
    .where('question_id', '=', audio)
    .returning('id')
    .executeTakeFirstOrThrow()

  const url = `/api/self-interviews/${id}/answers/${audio}/media`
  const media = await manager.get(url)
  t.equal(media.statusCode, 200)
  t.equal(media.headers['content-type'], 'audio/webm')
  t.ok(media.rawPayload.equals(WEBM), 'served from the legacy file')
  await runTranscription(app, { baseUrl: fake.url, model: 'whisper-test' }, () => null, answer.id, false)
  t.ok(fake.calls.at(-1)?.file?.equals(WEBM), 'transcribed from the legacy file')

  await fs.rm(file)
  const missing = await manager.get(url)
  t.equal(missing.statusCode, 404, 'a legacy file that is gone: 404')
  t.equal(missing.json().message, 'This answer has no recording')

  await fs.writeFile(file, WEBM)
  t.equal((await manager.delete(`/api/self-interviews/${id}`)).statusCode, 204)
  await t.rejects(fs.stat(file), 'deleting the interview removed the legacy file')
})
