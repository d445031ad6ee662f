import { timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { poolOf } from '../../db/create-db.js'
import { opsRegistry } from '../../lib/ops-metrics.js'
import { bbbRegistry } from '../../modules/bbb/index.js'
import { databaseMetricsRegistry } from './database-metrics.js'
import { metricsLeader } from './metrics-leader.js'
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's Prometheus registry: other code adds its own metrics to it, e.g.
     * `new Counter({ name: 'bbb_calls_total', help: '…', registers: [app.metrics.registry] })`.
     */
    metrics: { registry: Registry }
  }
}

export interface MetricsOptions {
  /** Bearer token that GET /metrics requires on the main port. */
  token?: string
  /** Serve /metrics on its own port (bound to `host`), without a token. */
  port?: number
  host: string
  /** The database's connection string: the leader lock's connection (absent: this instance is the only one). */
  databaseUrl?: string
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Prometheus metrics. Per instance, one registry per app (tests build several apps in one process): process memory,
 * CPU, GC and event-loop lag (prom-client's defaults), HTTP latency and status by route template, the database pool's
 * connections, and the counters of lib/ops-metrics.ts (model calls, mails, sign-in failures, failed analyses).
 * Database-wide (database-metrics.ts), from the metrics leader only: analyses queued and running, job queue depth
 * and oldest age, model cost, BigBlueButton gauges.
 */
export default fp(
  async (app, options: MetricsOptions) => {
    const registry = new Registry()
    app.decorate('metrics', { registry })
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
    // Gauges named like counters, which promtool's lint refuses; nodejs_active_{handles,requests,resources} (by
    // type) carry the same figures.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
      registry.removeSingleMetric(name)

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    // A callback hook: it runs on every request, and an async one costs a promise and a microtask each time.
    app.addHook('onResponse', (request, reply, done) => {
      // The route template, never the raw URL: ids in paths would make a series per record.
      const route = request.routeOptions.url ?? 'unmatched'
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      )
      done()
    })

    const pool = poolOf(app.db)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting = requests queued for a connection)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        if (!pool) return
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
    // Per instance: this registry, the counters of what this process did, the polls it made. Database-wide
    // figures only from the leader, with a gauge saying which instance that is.
    // Read at each scrape, never merged once: code registers its metrics on `registry` after this plugin.
    const perInstance = [registry, opsRegistry, bbbRegistry]
    const databaseWide = databaseMetricsRegistry(app.db)
    const leader = metricsLeader(options.databaseUrl, app.log)
    app.addHook('onClose', () => leader.close())
    const leading = new Gauge({
      name: 'debrief_metrics_leader',
      help: '1 on the one instance that exports the database-wide figures (debrief_analyses, debrief_job_queue_*, debrief_model_cost_minor, bbb_* gauges), 0 on the others',
      registers: [registry],
    })
    const answer = async (_request: FastifyRequest, reply: FastifyReply) => {
      const leads = await leader.isLeader()
      leading.set(leads ? 1 : 0)
      const parts = await Promise.all([...perInstance, ...(leads ? [databaseWide] : [])].map((r) => r.metrics()))
      const text = parts.join('')
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text)
    }

    if (options.token) {
      const token = options.token
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const header = request.headers.authorization ?? ''
        if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'The metrics token is missing or wrong',
            code: 'DEBRIEF_METRICS_TOKEN',
          })
        }
        return answer(request, reply)
      })
    }
    if (options.port) {
      const port = options.port
      let server: FastifyInstance | null = null
      app.addHook('onListen', async () => {
        server = Fastify({ logger: false })
        server.get('/metrics', answer)
        await server.listen({ port, host: options.host })
        app.log.info(`metrics on http://${options.host}:${port}/metrics`)
      })
      app.addHook('onClose', async () => {
        await server?.close()
      })
    }
  },
  { name: 'debrief-metrics' },
)
