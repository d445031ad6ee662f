import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../src/app.js'
import { loadConfig, type Config } from '../../src/config/load-config.js'
import type { Db } from '../../src/db/create-db.js'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.js'
import { freshDatabase } from './database.js'
import { resolveJobSettings } from '../../src/plugins/jobs/job-settings.js'
import { SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from '../../src/db/test-clusters.js'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  dbUrl: string
}

/** The whole service on its own fresh database, without listening (use app.inject). */
export async function buildTestApp(
  test: { teardown(fn: () => unknown): void },
  env: Record<string, string> = {},
  options: Partial<AppOptions> = {},
  database: { poolMax?: number } = {},
): Promise<TestApp> {
  // The demo's first analyses wait for a worker: run already in the default template, still queued in the seeded
  // one, which an app without workers keeps for good (src/db/test-clusters.ts).
  const template = resolveJobSettings(options.jobs ?? true).work ? TEMPLATE_DATABASE : SEEDED_TEMPLATE_DATABASE
  const { db, url } = await freshDatabase(test, { poolMax: database.poolMax, template })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', ...env })
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, databaseUrl: url, ...options })
  await app.ready()
  test.teardown(() => app.close())
  return { app, db, config, dbUrl: url }
}

export type DemoRole = 'superadmin' | 'admin' | 'client' | 'demo' | 'omc' | 'northwind'

export function demoCredentials(role: DemoRole) {
  const email = role === 'northwind' ? 'admin@northwind.example.com' : `${role}@example.com`
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!
  return { email: account.email, password: account.password }
}

export interface Session {
  token: string
  cookie: string
  userData: { id: string; orgId: string | null; role: string }
}

export async function login(app: FastifyInstance, role: DemoRole): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: demoCredentials(role) })
  if (res.statusCode !== 201) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`)
  const body = res.json()
  const cookie = String(res.headers['set-cookie']).split(';')[0]
  return { token: body.accessToken, cookie, userData: body.userData }
}

export const bearer = (session: Session | string) => ({
  authorization: `Bearer ${typeof session === 'string' ? session : session.token}`,
})
