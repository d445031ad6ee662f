import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestEarly, takeEarly, withQuery } from './early-requests'

const origin = 'http://app.test'
const get = (path: string, token = 't1') =>
  new Request(origin + path, { headers: { Authorization: `Bearer ${token}` } })

describe('early requests', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.stubGlobal('location', { origin })
    fetchMock = vi.fn(async () => new Response('{"ok":true}'))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives the answer to the first identical GET only', async () => {
    requestEarly('/api/reports/a', 't1')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const answer = takeEarly(get('/api/reports/a'))
    expect(answer).toBeDefined()
    expect(await (await answer!).json()).toEqual({ ok: true })
    expect(takeEarly(get('/api/reports/a'))).toBeUndefined()
  })

  it('does not answer another token, another URL or another method', () => {
    requestEarly('/api/reports/b', 't1')
    expect(takeEarly(get('/api/reports/b', 't2'))).toBeUndefined()
    expect(takeEarly(get('/api/reports/b?x=1'))).toBeUndefined()
    expect(
      takeEarly(new Request(origin + '/api/reports/b', { method: 'DELETE', headers: { Authorization: 'Bearer t1' } })),
    ).toBeUndefined()
    expect(takeEarly(get('/api/reports/b'))).toBeDefined()
  })

  it('forgets a failed answer, so the screen asks itself', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline')
    })
    requestEarly('/api/reports/c', 't1')
    await new Promise((r) => setTimeout(r, 0))
    expect(takeEarly(get('/api/reports/c'))).toBeUndefined()
  })
})

describe('withQuery', () => {
  it('writes the query as openapi-fetch does, so the screen’s request takes the early answer', async () => {
    const { default: createClient } = await import('openapi-fetch')
    const { INITIAL_QUERY } = await import('../features/meetings/initial-query')
    let sent = ''
    const client = createClient<import('@debrief/openapi/schema').paths>({
      baseUrl: 'http://app.test',
      fetch: async (request: Request) => ((sent = request.url), new Response('{}')),
    })
    await client.GET('/api/meetings', { params: { query: INITIAL_QUERY } })
    expect(sent).toBe(`http://app.test${withQuery('/api/meetings', INITIAL_QUERY)}`)
  })
})
