import os from 'node:os'
import jwt from '@fastify/jwt'
import Fastify from 'fastify'
import pg from 'pg'
import { defaultPoolSize } from '../../service/src/config/load-config.js'

/**
 * The references the benchmark compares against, in their own process like the service:
 * `hello` is a bare Fastify hello-world; `pg` answers GET /q/:n by running query n of QUERIES (JSON
 * [{sql, params}]) through node-postgres with no other layer, on a pool of the size the service's
 * has (DB_POOL_MAX or its default), so pool size is no difference between the two. `jwt-pg` is `pg`
 * behind the check every signed-in request needs: the Bearer token verified as the service verifies it
 * (HS256 pinned, `exp` required, JWT_SECRET the service's own secret), through @fastify/jwt's
 * `request.jwtVerify()` on every request, as a minimal Fastify endpoint would.
 */
const mode = process.argv[2]
const app = Fastify({ logger: false })
if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }))
} else {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DB_POOL_MAX) || defaultPoolSize(os.availableParallelism()),
  })
  // The database may stop before this process does (the bench stops the service last): not a crash to print.
  pool.on('error', () => {})
  if (mode === 'jwt-pg') {
    await app.register(jwt, {
      secret: process.env.JWT_SECRET ?? '',
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    })
    app.addHook('onRequest', async (request) => {
      await request.jwtVerify()
    })
  }
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
