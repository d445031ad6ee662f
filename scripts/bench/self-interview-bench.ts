import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../service/src/app.js'
import { loadConfig } from '../../service/src/config/load-config.js'
import { createDb, type Db } from '../../service/src/db/create-db.js'
import { prepareTemplate, startThrowawayCluster, TEMPLATE_DATABASE } from '../../service/src/db/test-clusters.js'
import { json } from '../../service/src/db/handle.js'

const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789'
const ANSWER =
  'I led the migration of our billing service to PostgreSQL; I planned the work, mentored two colleagues and we shipped ahead of the deadline.'
const question = (i: number, mode = 'text') => ({
  id: `q${i}`,
  text: `Question ${i}: tell us about a project you led.`,
  thinkSeconds: 30,
  answerSeconds: 600,
  retakes: 1,
  mode,
})

/**
 * Self-interview figures: the time from the candidate's last answer to ready reports with the builtin engine
 * (a 10-question text interview, target < 5 s), and a 50 MB recorded answer streamed to the service, with its
 * throughput and the process's RSS growth (it must not grow by the file's size).
 */
export async function benchSelfInterviews(): Promise<string[]> {
  const cluster = await startThrowawayCluster()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-bench-selfinter-'))
  const out: string[] = []
  let db: Db | undefined
  try {
    await prepareTemplate(cluster)
    const url = cluster.url(TEMPLATE_DATABASE)
    db = createDb(url, { max: 8 })
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      db,
      jwtSecret: SECRET,
      serveUi: false,
      databaseUrl: url,
      jobs: { pollingIntervalSeconds: 0.5, heartbeatSeconds: 1, staleAfterSeconds: 30 },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    try {
      const login = (await (
        await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
        })
      ).json()) as { accessToken: string; userData: { orgId: string } }
      const auth = { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' }
      const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = auth) => {
        // No body, no content type (Fastify refuses an empty JSON body).
        const sent =
          body === undefined
            ? Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'content-type'))
            : headers
        const res = await fetch(`${base}${url}`, {
          method,
          headers: sent,
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
        return res.json() as Promise<Record<string, any>>
      }
      const publicJson = { 'content-type': 'application/json' }
      const setOf = async (name: string, questions: unknown[]) =>
        (
          await db!
            .insertInto('templates')
            .values({
              org_id: login.userData.orgId,
              kind: 'question-set',
              name,
              document: json({ language: 'en', description: 'Bench', questions }),
            } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      const interview = async (setId: string, kinds: string[]) =>
        call('POST', '/api/self-interviews', {
          candidateName: 'Bench Candidate',
          candidateEmail: 'bench@example.org',
          questionSetId: setId,
          language: 'en',
          expiresInDays: 7,
          requestedKinds: kinds,
        })

      // 1. Ten text answers, then the clock runs from the last answer until every report is ready.
      const textSet = await setOf(
        'Bench: ten text questions',
        Array.from({ length: 10 }, (_, i) => question(i + 1)),
      )
      const created = await interview(textSet, ['self', 'recruiter', 'competence'])
      const pub = `/api/public/self-interviews/${created.uid}`
      await call('POST', `${pub}/open`, { consent: true }, publicJson)
      let started = 0
      for (let i = 1; i <= 10; i++) {
        await call('POST', `${pub}/questions/q${i}/open`, undefined, publicJson)
        if (i === 10) started = performance.now()
        await call('PUT', `${pub}/questions/q${i}/answer`, { text: `${ANSWER} (${i})`, submit: true }, publicJson)
      }
      await call('POST', `${pub}/complete`, undefined, publicJson)
      let detail: Record<string, any>
      for (;;) {
        detail = await call('GET', `/api/self-interviews/${created.selfInterview.id}`)
        if (
          detail.reports?.length &&
          detail.reports.every((r: { status: string }) => r.status === 'ready' || r.status === 'failed')
        )
          break
        if (performance.now() - started > 120_000) throw new Error('reports not ready within 2 minutes')
        await new Promise((r) => setTimeout(r, 50))
      }
      const ms = performance.now() - started
      const ready = detail.reports.filter((r: { status: string }) => r.status === 'ready').length
      out.push(
        `last answer → reports done (builtin engine, 10 text answers): ${ms.toFixed(0)} ms (target < 5000 ms), ${ready} of ${detail.reports.length} ready`,
      )

      // 2. A 50 MB recorded answer, streamed in 1 MB chunks while RSS is sampled.
      const audioSet = await setOf('Bench: one audio question', [question(1, 'audio')])
      const media = await interview(audioSet, [])
      const mpub = `/api/public/self-interviews/${media.uid}`
      await call('POST', `${mpub}/open`, { consent: true }, publicJson)
      await call('POST', `${mpub}/questions/q1/open`, undefined, publicJson)
      const total = 50 * 1024 * 1024
      const head = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])
      const chunk = Buffer.alloc(1024 * 1024, 7)
      global.gc?.()
      const before = process.memoryUsage().rss
      let peak = before
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss)
      }, 25)
      const upStart = performance.now()
      const status = await new Promise<number>((resolve, reject) => {
        const { port } = new URL(base)
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `${mpub}/questions/q1/media`,
            method: 'PUT',
            headers: { 'content-type': 'audio/webm', 'content-length': total },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        const write = async () => {
          req.write(head)
          for (let sent = head.length; sent < total;) {
            const part = chunk.subarray(0, Math.min(chunk.length, total - sent))
            sent += part.length
            if (!req.write(part)) await new Promise((r) => req.once('drain', r))
          }
          req.end()
        }
        write().catch(reject)
      })
      clearInterval(sampler)
      const seconds = (performance.now() - upStart) / 1000
      out.push(
        `50 MB recorded answer: HTTP ${status} in ${seconds.toFixed(2)} s (${(50 / seconds).toFixed(0)} MB/s), RSS growth ${((peak - before) / 1024 ** 2).toFixed(1)} MB (the file is 50 MB)`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await db?.destroy()
    await cluster.dispose()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of await benchSelfInterviews()) console.log(line)
