/**
 * GET answers requested at start-up, before the screen that needs them has loaded (app/boot-preload.ts): the
 * screen's own request with the same URL and token takes the answer, once, instead of asking again after its chunk
 * has arrived and rendered. An answer nobody takes is dropped; a failed one leaves the screen its own request. A 401
 * goes to the screen's request like any other answer, so the auth middleware refreshes and retries as usual.
 */
const early = new Map<string, Promise<Response>>()
// Long enough for a slow phone to load the screen's chunks; an answer older than this is not reused.
const KEEP_MS = 20_000

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`

/** A path with its query as openapi-fetch writes it (keys in order, `key=value` joined by `&`). */
export const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`

export function requestEarly(path: string, token: string): void {
  const url = new URL(path, location.origin).href
  const authorization = `Bearer ${token}`
  const key = keyOf(url, authorization)
  if (early.has(key)) return
  const answer = fetch(url, { headers: { Authorization: authorization }, credentials: 'same-origin' })
  early.set(key, answer)
  const forget = () => {
    if (early.get(key) === answer) early.delete(key)
  }
  answer.catch(forget)
  setTimeout(forget, KEEP_MS)
}

/** The early answer for this request, taken (a second identical request goes to the network). */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || early.size === 0) return undefined
  const key = keyOf(request.url, request.headers.get('Authorization'))
  const answer = early.get(key)
  if (answer) early.delete(key)
  return answer
}
