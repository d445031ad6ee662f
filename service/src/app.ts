import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { AJV_OPTIONS } from './lib/schemas/ajv-options.js'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config/load-config.js'
import type { Db } from './db/create-db.js'
import { createMailer, type Mailer } from './modules/mail/index.js'
import { createSecretBox } from './lib/secret-box.js'
import authPlugin from './plugins/app/auth.js'
import errorsPlugin from './plugins/app/errors.js'
import inputGuardPlugin from './plugins/app/input-guard.js'
import jobRegistry from './plugins/jobs/job-registry.js'
import type { JobsOption } from './plugins/jobs/job-settings.js'
import { jobModules } from './modules/jobs.js'
import maintenancePlugin from './plugins/app/maintenance.js'
import metricsPlugin from './plugins/app/metrics.js'
import { parsePoolPlugin } from './modules/meetings/index.js'
import requestIdPlugin, { requestIdOf } from './plugins/app/request-id.js'
import revokedSessionsPlugin from './plugins/app/revoked-sessions.js'
import { pgRateLimitStore } from './plugins/app/pg-rate-limit-store.js'
import securityPlugin from './plugins/external/security.js'
import swaggerPlugin from './plugins/external/swagger.js'
import webAppPlugin from './plugins/external/web-app.js'
import compressionPlugin from './plugins/external/compression.js'
import { registerRoutes } from './modules/index.js'
import { lazyCompilersFactory } from './plugins/app/lazy-compilers.js'
import { sharedSchemas, wireSchemas } from './modules/shared-schemas.js'
declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    mailer: Mailer
    /** Base of links in mails and share URLs. */
    publicUrl: string
    /** `draining` turns true on SIGTERM (server.ts): readiness fails from then on, while requests are still served. */
    lifecycle: { draining: boolean }
  }
}

export interface AppOptions {
  config: Config
  db: Db
  jwtSecret: string
  logger?: FastifyServerOptions['logger']
  /** Serve Swagger UI and the built web app (off when only emitting the OpenAPI document). */
  serveUi?: boolean
  /** The database's connection string, for the job queue (pg-boss opens its own connections). */
  databaseUrl?: string
  /** Run job workers and schedules in this instance (default true); false only enqueues. An object tunes them. */
  jobs?: JobsOption
}

const here = path.dirname(fileURLToPath(import.meta.url))
// src/ under tsx, dist/src/ when compiled: the web build sits beside the service folder either way.
const defaultWebDist = () =>
  [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')].find((d) => fs.existsSync(d)) ??
  path.resolve(here, '../../web/dist')

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body.password',
  'body.token',
  'body.code',
  'body.currentPassword',
  'body.newPassword',
  'body.challenge',
  'body.secret',
  'req.headers["x-api-key"]',
]

/** TRUST_PROXY: the proxies' addresses; unset or "false" trusts no X-Forwarded-For. */
export function trustProxyOf(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The service as one plugin tree: external plugins, then ours, then routes. Builds without listening. */
export async function buildApp({
  config,
  db,
  jwtSecret,
  logger = false,
  serveUi = true,
  databaseUrl,
  jobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    genReqId: requestIdOf,
    requestIdHeader: false,
    ajv: {
      customOptions: AJV_OPTIONS,
    },
    schemaController: { compilersFactory: lazyCompilersFactory(wireSchemas) },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.decorate('lifecycle', { draining: false })
  app.decorate('db', db)
  app.decorate('publicUrl', (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, ''))
  app.decorate('mailer', createMailer(db, app.log, config.SMTP_URL, config.MAIL_FROM))
  app.decorate('secretBox', createSecretBox(jwtSecret))
  for (const schema of sharedSchemas) app.addSchema(schema)

  await app.register(securityPlugin, { config })
  await app.register(requestIdPlugin)
  await app.register(compressionPlugin)
  await app.register(metricsPlugin, {
    token: config.METRICS_TOKEN,
    port: config.METRICS_PORT,
    host: config.HOST,
    databaseUrl,
  })
  // Counters in PostgreSQL: limits hold across instances and cannot be flushed (plugins/app/pg-rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(db) as never })
  await app.register(swaggerPlugin, { ui: serveUi })
  await app.register(errorsPlugin)
  await app.register(inputGuardPlugin)
  await app.register(maintenancePlugin, { enabled: config.MAINTENANCE_MODE })
  await app.register(revokedSessionsPlugin, { databaseUrl })
  await app.register(authPlugin, { secret: jwtSecret })
  // One pg-boss instance for every module's queues, started once the app is ready (plugins/jobs/job-registry.ts).
  await app.register(jobRegistry, { databaseUrl, jobs, modules: jobModules })
  await app.register(parsePoolPlugin)
  if (serveUi) await app.register(webAppPlugin, { root: config.WEB_DIST ?? defaultWebDist() })

  await app.register(registerRoutes, { prefix: '/api' })
  return app
}
