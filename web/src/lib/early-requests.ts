/**
 * GET answers requested at start-up, before the screen that needs them has loaded (app/boot-preload.ts): the
 * screen's own request with the same URL and token takes the answer, once, instead of asking again after its chunk
 * has arrived and rendered. An answer nobody takes is dropped; a failed one leaves the screen its own request. A 401
 * goes to the screen's request like any other answer, so the auth middleware refreshes and retries as usual.
 */
const early = new Map<string, Promise<Response>>()
// The bodies of the early answers that succeeded, by path, once read: a screen's first render shows them at once
// (`useLoad`'s `early` option) instead of rendering its loading state and then, in a second render, the data.
const bodies = new Map<string, { key: string; body: unknown }>()
// Long enough for a slow phone to load the screen's chunks; an answer older than this is not reused.
const KEEP_MS = 20_000

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`

/** A path with its query as openapi-fetch writes it (keys in order, `key=value` joined by `&`). */
export const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`

/**
 * Sends the request now. The promise settles once the answer is in and, when it succeeded, its body read (never
 * rejects): what a screen that shows this data at its first render waits for.
 */
export function requestEarly(path: string, token: string): Promise<void> {
  const url = new URL(path, location.origin).href
  const authorization = `Bearer ${token}`
  const key = keyOf(url, authorization)
  if (early.has(key)) return Promise.resolve()
  const answer = fetch(url, { headers: { Authorization: authorization }, credentials: 'same-origin' })
  early.set(key, answer)
  const forget = () => {
    if (early.get(key) === answer) early.delete(key)
    bodies.delete(path)
  }
  setTimeout(forget, KEEP_MS)
  return answer
    .then(async (response) => {
      if (!response.ok) return
      // Read from a copy: the answer itself stays whole for a screen that takes it through the API client.
      const body: unknown = await response.clone().json()
      if (early.get(key) === answer) bodies.set(path, { key, body })
    }, forget)
    .catch(() => undefined)
}

/**
 * The body of a successful early answer to this path (as `requestEarly` was given it), once: the answer itself is
 * taken too, so nothing else reuses it. Undefined when there is none, it failed or it has not arrived yet.
 */
export function takeEarlyBody(path: string): unknown {
  const taken = bodies.get(path)
  if (!taken) return undefined
  bodies.delete(path)
  early.delete(taken.key)
  return taken.body
}

/** Settles when every one of these has, or after `ms`: a screen waits for its data that long at most. */
export const settledWithin = (answers: Promise<void>[], ms: number): Promise<void> =>
  Promise.race([Promise.all(answers).then(() => undefined), new Promise<void>((done) => setTimeout(done, ms))])

/** The early answer for this request, taken (a second identical request goes to the network). */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || early.size === 0) return undefined
  const key = keyOf(request.url, request.headers.get('Authorization'))
  const answer = early.get(key)
  if (answer) early.delete(key)
  return answer
}
