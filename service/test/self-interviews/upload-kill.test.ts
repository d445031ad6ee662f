import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview } from './helpers.js'
import { nodeEntry } from '../helpers/node-entry.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/**
 * A recorded answer is uploaded as one stream into the file storage and stored atomically (a `.partial` file renamed,
 * then one transaction). The service is killed with SIGKILL in the middle of that stream; the candidate's
 * retry reaches the restarted service and completes: the stored bytes are exactly the recording, the answer
 * is submitted once, and the dead process's partial file is gone.
 */
t.test('an answer upload cut off by kill -9 completes on retry after restart, once and whole', async (t) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-kill-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  // This instance is "the service after the restart"; the first one runs in a child process.
  const { app, db, dbUrl } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: FAST_JOBS })
  const child = spawn(process.execPath, nodeEntry(path.join(here, 'fixtures/upload-service.ts')), {
    env: { ...process.env, DEBRIEF_TEST_DB_URL: dbUrl, DEBRIEF_TEST_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      const m = /port (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.on('exit', () => reject(new Error('the service process exited before listening')))
  })

  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  await candidate.open(uid)
  let audio = ''
  for (const q of set.questions.filter((x) => !x.practice)) {
    await candidate.openQuestion(uid, q.id)
    if (q.mode !== 'text') {
      audio = q.id
      break
    }
    await candidate.answer(uid, q.id, ANSWERS[q.id] ?? 'An answer.')
  }
  t.ok(audio, 'an audio question is open')

  const recording = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
    Buffer.alloc(3 * 1024 * 1024 - 12, 9),
  ])
  const url = `/api/public/self-interviews/${uid}/questions/${audio}/media`
  // First attempt: the first megabyte goes to the child, which is killed while waiting for the rest.
  const cut = new Promise<string>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'PUT',
        headers: { 'content-type': 'audio/webm', 'content-length': recording.length },
      },
      (res) => {
        res.resume()
        resolve(`answered ${res.statusCode}`)
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
    req.write(recording.subarray(0, 1024 * 1024))
  })
  // The storage is DATA_DIR/files here (no S3): recordings under `<org>/<uuid>`, a put in progress as `.partial`.
  const { org_id } = await db
    .selectFrom('self_interviews')
    .select('org_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const dir = path.join(dataDir, 'files', org_id)
  const partials = async () => (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.partial'))
  const until = Date.now() + 60_000
  for (;;) {
    const [part] = await partials()
    if (part && (await fs.stat(path.join(dir, part))).size > 0) break
    if (Date.now() > until) throw new Error('the child never started writing the upload')
    await sleep(100)
  }
  child.kill('SIGKILL')
  await exited
  t.notMatch(await cut, /^answered 2/, `the first attempt did not succeed (${await cut})`)
  const answerRow = () =>
    db
      .selectFrom('self_interview_answers')
      .selectAll()
      .where('interview_id', '=', id)
      .where('question_id', '=', audio)
      .executeTakeFirstOrThrow()
  t.equal((await answerRow()).submitted_at, null, 'nothing submitted by the killed process')
  t.equal((await partials()).length, 1, 'the killed process left its partial file (no cleanup ran)')

  // The retry, to the restarted service: the whole take again.
  const retry = await app.inject({ method: 'PUT', url, headers: { 'content-type': 'audio/webm' }, payload: recording })
  t.equal(retry.statusCode, 200, 'the retry is accepted')
  const row = await answerRow()
  t.ok(row.submitted_at, 'submitted')
  t.equal(Number(row.media_bytes), recording.length, 'every byte counted once')
  t.match(row.media_path, new RegExp(`^${org_id}/[0-9a-f-]{36}$`), 'the answer keeps a storage key, not a path')
  t.equal(sha(await fs.readFile(path.join(dataDir, 'files', row.media_path!))), sha(recording), 'stored exactly')
  t.same(row.upload_keys, [], 'no upload attempt is left to clean up')
  t.same(await partials(), [], 'the partial file of the killed upload is removed')
  t.same((await fs.readdir(dir)).length, 1, 'one stored file for the answer')
  const events = await db
    .selectFrom('self_interview_events')
    .select('meta')
    .where('interview_id', '=', id)
    .where('kind', '=', 'answered')
    .execute()
  t.equal(
    events.filter((e) => JSON.stringify(e.meta).includes(`"questionId":"${audio}"`)).length,
    1,
    'one answered event for the recording',
  )
  t.equal(
    (await app.inject({ method: 'PUT', url, headers: { 'content-type': 'audio/webm' }, payload: recording }))
      .statusCode,
    409,
    'a duplicate retry is refused',
  )
})
