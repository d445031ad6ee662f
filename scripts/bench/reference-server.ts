import Fastify from 'fastify'
import pg from 'pg'

/**
 * The references the benchmark compares against, in their own process like the service:
 * `hello` is a bare Fastify hello-world; `pg` answers GET /q/:n by running query n of QUERIES (JSON
 * [{sql, params}]) through node-postgres with no other layer.
 */
const mode = process.argv[2]
const app = Fastify({ logger: false })
if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }))
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
  const queries = JSON.parse(process.env.QUERIES ?? '[]') as { sql: string; params: unknown[] }[]
  app.get<{ Params: { n: string } }>('/q/:n', async (request) => {
    const { sql, params } = queries[Number(request.params.n)]
    return (await pool.query(sql, params)).rows
  })
}
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(`reference ready ${(app.server.address() as { port: number }).port}`)
// A clean exit on SIGTERM, so `--cpu-prof` (REF_NODE_ARGS in cpu-cost.ts) writes its profile.
process.on('SIGTERM', () => process.exit(0))
