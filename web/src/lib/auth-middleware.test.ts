import createClient from 'openapi-fetch'
import type { paths } from '@debrief/openapi/schema'
import { describe, expect, it, vi } from 'vitest'
import { createAuthMiddleware } from './auth-middleware'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A client on a fake service: 401 unless the bearer token is `fresh`. */
function setup(refreshTo: string | null) {
  let token: string | null = 'stale'
  const seen: string[] = []
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request.headers.get('Authorization') ?? '')
    return request.headers.get('Authorization') === 'Bearer fresh'
      ? json(200, { accounts: [], total: 0 })
      : json(401, { statusCode: 401 })
  })
  const refresh = vi.fn(async () => (token = refreshTo))
  const onSignedOut = vi.fn(() => (token = null))
  const client = createClient<paths>({ baseUrl: 'http://test', fetch })
  client.use(createAuthMiddleware({ getToken: () => token, refresh, onSignedOut }))
  const list = () =>
    client.GET('/api/accounts', {
      params: { query: { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' } },
    })
  return { list, refresh, onSignedOut, seen }
}

describe('auth middleware', () => {
  it('adds the bearer token, refreshes once on 401 and retries', async () => {
    const { list, refresh, onSignedOut, seen } = setup('fresh')
    const { data, response } = await list()
    expect(response.status).toBe(200)
    expect(data).toEqual({ accounts: [], total: 0 })
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh'])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('shares one refresh between concurrent 401s', async () => {
    const { list, refresh } = setup('fresh')
    const answers = await Promise.all([list(), list(), list()])
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('signs out when the refresh fails', async () => {
    const { list, onSignedOut } = setup(null)
    const { response } = await list()
    expect(response.status).toBe(401)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
  })
})
