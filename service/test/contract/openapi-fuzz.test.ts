import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import t from 'tap'
import { bearer, buildTestApp, login, type DemoRole } from '../helpers/app.js'
import { badParam, badRawBody, badValue, plausible, resolver } from './fuzz-values.js'

/**
 * Every operation of the emitted OpenAPI document gets bad input derived from its own schemas, as every role
 * and anonymously: wrong types, edge numbers, huge, NUL-bearing and deep values, unknown and missing fields,
 * malformed bodies, bad path ids. Pass: no 5xx, every 4xx a JSON error (unless the document declares another
 * type for that answer), and the service still healthy afterwards. New routes are covered by themselves.
 * FUZZ_RUNS (default 4) cases per operation, sampled, keep it to seconds; FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const ROLES: (DemoRole | 'anonymous')[] = ['anonymous', 'superadmin', 'admin', 'client', 'demo', 'omc', 'northwind']
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface Operation {
  method: string
  path: string
  op: any
}
type Mutation = 'param' | 'query' | 'field' | 'unknown' | 'missing' | 'raw' | 'whole'

t.test(`OpenAPI-driven fuzz (seed ${SEED}, ${RUNS} cases per operation)`, async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const document = app.swagger() as any
  const resolve = resolver(document)
  const tokens: Partial<Record<DemoRole, string>> = {}
  for (const role of ROLES) if (role !== 'anonymous') tokens[role] = (await login(app, role)).token
  const operations: Operation[] = Object.entries<any>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] })),
  )
  t.ok(operations.length > 50, `${operations.length} operations`)
  const failures: string[] = []

  const request = (
    o: Operation,
    mutation: Mutation,
    role: DemoRole | 'anonymous',
    bad: { param: string; value: unknown; raw: string; pick: number },
  ): InjectOptions => {
    const params: any[] = (o.op.parameters ?? []).map((p: any) => ({ ...p, schema: resolve(p.schema) }))
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const target = (list: any[]) => list[bad.pick % Math.max(1, list.length)]
    let url = o.path
    for (const p of pathParams) {
      const value = mutation === 'param' && p === target(pathParams) ? bad.param : String(plausible(p.schema, resolve))
      url = url.replace(`{${p.name}}`, encodeURIComponent(value))
    }
    const query = new URLSearchParams()
    if (mutation === 'query') {
      const p = target(queryParams)
      query.set(p?.name ?? 'unknownField', bad.param)
    }
    const content = o.op.requestBody?.content ?? {}
    const contentType = Object.keys(content)[0]
    const headers: Record<string, string> = role === 'anonymous' ? {} : bearer(tokens[role]!)
    const options: InjectOptions = {
      method: o.method.toUpperCase() as any,
      url: query.size ? `${url}?${query}` : url,
      headers,
    }
    if (!contentType)
      return mutation === 'raw'
        ? { ...options, headers: { ...headers, 'content-type': 'application/json' }, payload: bad.raw }
        : options
    const bodySchema = resolve(content[contentType].schema)
    let body: any = plausible(bodySchema, resolve)
    const keys = Object.keys(bodySchema.properties ?? {})
    if (mutation === 'field' && keys.length)
      body = { ...(typeof body === 'object' && body ? body : {}), [keys[bad.pick % keys.length]]: bad.value }
    else if (mutation === 'unknown' && body && typeof body === 'object') body = { ...body, unknownFuzzField: bad.value }
    else if (mutation === 'missing' && bodySchema.required?.length) {
      body = { ...body }
      delete body[bodySchema.required[bad.pick % bodySchema.required.length]]
    } else if (mutation === 'whole') body = bad.value
    const raw =
      mutation === 'raw'
        ? bad.raw
        : typeof body === 'string' && !contentType.includes('json')
          ? body
          : JSON.stringify(body)
    const type = contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=fuzz' : contentType
    return { ...options, headers: { ...headers, 'content-type': type }, payload: raw ?? 'null' }
  }

  /** The document declares this non-JSON type for this answer (the sandbox keeps its template's plain-text error). */
  const declaresNonJson = (o: Operation, status: number, type: string) => {
    const base = type.split(';')[0].trim()
    return !base.includes('json') && Object.keys(o.op.responses?.[String(status)]?.content ?? {}).includes(base)
  }

  for (const o of operations) {
    await fc
      .assert(
        fc.asyncProperty(
          fc.constantFrom<Mutation>('param', 'query', 'field', 'unknown', 'missing', 'raw', 'whole'),
          fc.constantFrom(...ROLES),
          fc.record({ param: badParam, value: badValue, raw: badRawBody, pick: fc.nat(50) }),
          async (mutation, role, bad) => {
            const options = request(o, mutation, role, bad)
            const res = await app.inject(options)
            const label = `${o.method.toUpperCase()} ${o.path} [${mutation}, ${role}] → ${res.statusCode} (url ${String(options.url).slice(0, 120)}, body ${String(options.payload ?? '').slice(0, 120)})`
            if (res.statusCode >= 500) {
              failures.push(`${label}: ${res.body.slice(0, 200)}`)
              return false
            }
            if (
              res.statusCode >= 400 &&
              !declaresNonJson(o, res.statusCode, String(res.headers['content-type'] ?? ''))
            ) {
              // The shared Error body; a few sandbox answers keep the template's own JSON error shape, as documented.
              let parsed: unknown
              try {
                parsed = res.json()
              } catch {
                parsed = undefined
              }
              if (
                !String(res.headers['content-type']).startsWith('application/json') ||
                !parsed ||
                typeof parsed !== 'object'
              ) {
                failures.push(`${label}: not a JSON error: ${res.body.slice(0, 200)}`)
                return false
              }
            }
            return true
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      .catch(() => undefined)
  }
  t.same(failures, [], 'no 5xx, every 4xx a JSON error')

  const health = await app.inject({ method: 'GET', url: '/api/health' })
  t.equal(health.statusCode, 200, 'healthy afterwards')
  const me = await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(await login(app, 'admin')) })
  t.equal(me.statusCode, 200, 'a fresh sign-in still reads its meetings')
})
