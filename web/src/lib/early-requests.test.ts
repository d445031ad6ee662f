import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestEarly, settledWithin, takeEarly, takeEarlyBody } from './early-requests'
import { earlyPaths, FIRST_MEETINGS_QUERY } from '../config/early-paths'

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

describe('early bodies', () => {
  beforeEach(() => vi.stubGlobal('location', { origin }))
  afterEach(() => vi.unstubAllGlobals())

  it('gives a screen the body of a successful answer once it is in, once, and its answer to nobody else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[1]}', { status: 200 })),
    )
    const settled = requestEarly('/api/landing', 't1')
    expect(takeEarlyBody('/api/landing')).toBeUndefined() // not in yet
    await settled
    expect(takeEarlyBody('/api/landing')).toEqual({ items: [1] })
    expect(takeEarlyBody('/api/landing')).toBeUndefined()
    expect(takeEarly(get('/api/landing'))).toBeUndefined()
  })

  it('keeps a failed answer for the screen’s own request (a 401 is refreshed there), with no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"expired"}', { status: 401 })),
    )
    await requestEarly('/api/reports/x', 't1')
    expect(takeEarlyBody('/api/reports/x')).toBeUndefined()
    expect((await takeEarly(get('/api/reports/x'))!).status).toBe(401)
  })

  it('settles when every answer has, or after the wait, whichever is first; a network failure settles too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(settledWithin([requestEarly('/api/a', 't1')], 60_000)).resolves.toBeUndefined()
    const never = new Promise<void>(() => undefined)
    const started = Date.now()
    await settledWithin([never], 50)
    expect(Date.now() - started).toBeGreaterThanOrEqual(40)
  })
})

describe('withQuery', () => {
  it('writes the query as openapi-fetch does, so the screen’s request takes the early answer', async () => {
    const { default: createClient } = await import('openapi-fetch')
    let sent = ''
    const client = createClient<import('@debrief/openapi/schema').paths>({
      baseUrl: 'http://app.test',
      fetch: async (request: Request) => ((sent = request.url), new Response('{}')),
    })
    await client.GET('/api/meetings', { params: { query: FIRST_MEETINGS_QUERY } })
    expect(sent).toBe(`http://app.test${earlyPaths.firstMeetings}`)
  })
})
