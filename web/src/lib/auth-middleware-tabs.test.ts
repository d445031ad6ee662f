import createClient from 'openapi-fetch'
import type { paths } from '@debrief/openapi/schema'
import { describe, expect, it, vi } from 'vitest'
import { createAuthMiddleware } from './auth-middleware'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** One lock shared by two "tabs" (as navigator.locks is shared by every tab of an origin). */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run)
    tail = next.catch(() => undefined)
    return next
  }
}

describe('auth middleware across tabs', () => {
  it('two tabs hitting 401 at once refresh once: the second uses the token the first stored', async () => {
    let stored: string | null = 'stale' // localStorage, shared by the tabs
    const fetch = vi.fn(async (request: Request) =>
      request.headers.get('Authorization') === 'Bearer fresh'
        ? json(200, { accounts: [], total: 0 })
        : json(401, { statusCode: 401 }),
    )
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20))
      return (stored = 'fresh')
    })
    const lock = sharedLock()
    const tab = () => {
      const client = createClient<paths>({ baseUrl: 'http://test', fetch })
      client.use(
        createAuthMiddleware({
          getToken: () => stored,
          refresh,
          onSignedOut: () => (stored = null),
          crossTabLock: lock,
        }),
      )
      return client
    }
    const query = { params: { query: { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' } } } as const
    const [a, b] = await Promise.all([tab().GET('/api/accounts', query), tab().GET('/api/accounts', query)])
    expect([a.response.status, b.response.status]).toEqual([200, 200])
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
