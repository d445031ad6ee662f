import { timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { poolOf } from '../../db/create-db.js'
import { countAnalysesByStatus } from '../../modules/analysis/index.js'
import { bbbRegistry } from '../../modules/bbb/index.js'
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
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Prometheus metrics, one registry per app (tests build several apps in one process): process memory, CPU,
 * GC and event-loop lag (prom-client's defaults), HTTP latency and status by route template, the database
 * pool's connections (in use, idle, waiting) and the analysis queue's depth and failures.
 */
export default fp(
  async (app, options: MetricsOptions) => {
    const registry = new Registry()
    app.decorate('metrics', { registry })
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    app.addHook('onResponse', async (request, reply) => {
      // The route template, never the raw URL: ids in paths would make a series per record.
      const route = request.routeOptions.url ?? 'unmatched'
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      )
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
    new Gauge({
      name: 'debrief_analyses',
      help: 'Analyses by status: queued and running are the job queue depth, failed its failures (all time)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await countAnalysesByStatus(app.db)
        this.reset()
        for (const row of rows) this.set({ status: row.status }, row.n)
      },
    })

    // The BigBlueButton gauges (bigbluebutton-exporter's names) live in their own registry, read from the database.
    const served = Registry.merge([registry, bbbRegistry])
    const answer = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('content-type', served.contentType)
        .header('cache-control', 'no-store')
        .send(await served.metrics())

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
