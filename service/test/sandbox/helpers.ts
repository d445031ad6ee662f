import type { FastifyInstance } from 'fastify'
import { bearer, buildTestApp, login, type DemoRole } from '../helpers/app.js'

export interface Sandbox {
  app: FastifyInstance
  /** As admin (manage Demo) unless a role is given. */
  get(
    url: string,
    role?: DemoRole,
  ): Promise<{ statusCode: number; json(): any; body: string; headers: Record<string, unknown> }>
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    role?: DemoRole,
  ): Promise<{ statusCode: number; json(): any; body: string; headers: Record<string, unknown> }>
}

/** The service on a fresh seeded database, with requests signed in as any demo role (sessions cached). */
export async function sandboxApp(t: { teardown(fn: () => unknown): void }): Promise<Sandbox> {
  const { app } = await buildTestApp(t)
  return sandboxOn(app)
}

export function sandboxOn(app: FastifyInstance): Sandbox {
  const tokens = new Map<DemoRole, Promise<string>>()
  const token = (role: DemoRole) => {
    if (!tokens.has(role))
      tokens.set(
        role,
        login(app, role).then((s) => s.token),
      )
    return tokens.get(role)!
  }
  return {
    app,
    get: async (url, role = 'admin') => app.inject({ method: 'GET', url, headers: bearer(await token(role)) }),
    send: async (method, url, payload, role = 'admin') =>
      app.inject({
        method,
        url,
        headers: bearer(await token(role)),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  }
}

/** Text compares case-insensitively in byte order, as the service sorts. */
export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const x = String(a).toLowerCase()
  const y = String(b).toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

export function isSorted(values: unknown[], dir: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    const c = compare(values[i - 1], values[i])
    if (dir === 'asc' ? c > 0 : c < 0) return false
  }
  return true
}

export const dollars = (price: string) => Number(price.replace(/^-?\$/, ''))

// Loose on purpose: tap's Test type carries plugin generics that do not matter here.
type Test = { equal(...args: any[]): unknown; ok(...args: any[]): unknown; same(...args: any[]): unknown }

/** Each sort key in both directions over every row (itemsPerPage 100), checking the order of the sorted value. */
export async function checkSorts(
  t: Test,
  sb: Sandbox,
  url: string,
  listKey: string,
  keys: Record<string, (row: any) => unknown>,
) {
  const sep = url.includes('?') ? '&' : '?'
  for (const [key, value] of Object.entries(keys)) {
    for (const dir of ['asc', 'desc'] as const) {
      const res = await sb.get(`${url}${sep}sortBy=${key}&orderBy=${dir}&itemsPerPage=100`)
      t.equal(res.statusCode, 200, `${key} ${dir}`)
      const rows = res.json()[listKey] as unknown[]
      t.ok(rows.length > 1, `${key} ${dir} has rows`)
      t.ok(isSorted(rows.map(value), dir), `${listKey} sorted by ${key} ${dir}`)
    }
  }
}

/** Paging defaults: missing or non-numeric page/itemsPerPage mean 1 and 10. */
export async function checkPagingDefaults(t: Test, sb: Sandbox, url: string, listKey: string) {
  const sep = url.includes('?') ? '&' : '?'
  const plain = (await sb.get(url)).json()
  t.equal(plain[listKey].length, 10, `${url}: 10 by default`)
  for (const q of [
    'page=abc&itemsPerPage=xyz',
    'page=&itemsPerPage=',
    'page=-2&itemsPerPage=0',
    'page=1.5&itemsPerPage=ten',
  ]) {
    const res = await sb.get(`${url}${sep}${q}`)
    t.equal(res.statusCode, 200, q)
    t.same(res.json()[listKey], plain[listKey], `${q} falls back to page 1 of 10`)
  }
  const second = (await sb.get(`${url}${sep}page=2&itemsPerPage=5`)).json()[listKey]
  const first10 = plain[listKey]
  t.same(second, first10.slice(5, 10), 'page 2 of 5 is items 6-10')
}
