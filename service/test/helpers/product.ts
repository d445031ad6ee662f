import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { createDb, type Db } from '../../src/db/create-db.js'
import { bearer, login, TEST_JWT_SECRET, type DemoRole, type Session } from './app.js'

export const SAMPLE_VTT = `WEBVTT

00:00:01.000 --> 00:00:05.000
<v Maria Lopez>Hi Daniel, thanks for joining. Can you tell me about your current role?

00:00:06.000 --> 00:00:20.000
<v Daniel Carter>I'm a backend engineer. I led the migration of our routing service to a partitioned PostgreSQL setup, and I was responsible for the launch.

00:00:21.000 --> 00:00:30.000
<v Maria Lopez>How did you work with the team on that?

00:00:31.000 --> 00:00:45.000
<v Daniel Carter>We planned it together, I mentored two colleagues, and we agreed on a deadline with the dispatch team. I'll send you the design document by Friday.
`

/** Headers of a signed-in role, cached per app. */
export async function sessions(app: FastifyInstance, roles: DemoRole[]): Promise<Record<DemoRole, Session>> {
  const out = {} as Record<DemoRole, Session>
  for (const role of roles) out[role] = await login(app, role)
  return out
}

export function api(app: FastifyInstance, session?: Session) {
  const headers = session ? bearer(session) : {}
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    patch: (url: string, payload: unknown) => app.inject({ method: 'PATCH', url, headers, payload: payload as object }),
    put: (url: string, body: string, contentType: string) =>
      app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': contentType }, payload: body }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers }),
  }
}

export type Api = ReturnType<typeof api>

/** A meeting with the sample transcript uploaded, ready for analysis. */
export async function meetingWithTranscript(client: Api, title = 'Analysis test interview'): Promise<string> {
  const created = await client.post('/api/meetings', {
    title,
    kind: 'interview',
    scheduledAt: '2026-10-01T09:00:00.000Z',
    durationMinutes: 30,
    participants: [
      { name: 'Maria Lopez', role: 'host' },
      { name: 'Daniel Carter', role: 'candidate' },
    ],
  })
  if (created.statusCode !== 201) throw new Error(`create meeting: ${created.statusCode} ${created.body}`)
  const id = created.json().id
  const up = await client.put(`/api/meetings/${id}/transcript`, SAMPLE_VTT, 'text/vtt')
  if (up.statusCode !== 200) throw new Error(`upload: ${up.statusCode} ${up.body}`)
  return id
}

/** Polls the job until it leaves queued/running. */
export async function waitForJob(client: Api, jobId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const job = (await client.get(`/api/jobs/${jobId}`)).json()
    if (!['queued', 'running'].includes(job.status)) return job
    if (Date.now() > until)
      throw new Error(`job ${jobId} still ${job.status} (${job.progress}%) after ${timeoutMs} ms: ${job.error ?? ''}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A second service instance on an existing database (as another process would be). */
export async function appOn(
  test: { teardown(fn: () => unknown): void },
  url: string,
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const db = createDb(url, { max: 5 })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, databaseUrl: url, ...options })
  await app.ready()
  test.teardown(async () => {
    await app.close()
    await db.destroy()
  })
  return { app, db }
}

/** Fast queue settings for tests: short heartbeats and retry delays. */
export const FAST_JOBS = {
  heartbeatSeconds: 1,
  staleAfterSeconds: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  pollingIntervalSeconds: 0.5,
  shutdownTimeoutMs: 2000,
}
