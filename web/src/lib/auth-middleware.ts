import type { Middleware } from 'openapi-fetch'

export interface AuthMiddlewareOptions {
  getToken(): string | null
  /** Exchanges the refresh cookie for a new access token; null when the session is gone. Throws when offline. */
  refresh(): Promise<string | null>
  /** The session is gone: forget it locally (the route guard then sends the user to /login?to=…). */
  onSignedOut(): void
  /** Runs a refresh while holding a lock every tab of this origin shares; default: the Web Locks API. */
  crossTabLock?: <T>(run: () => Promise<T>) => Promise<T>
}

/**
 * Tabs share the refresh cookie: two refreshing at once would present one token twice. Under a Web Lock they
 * take turns, and the second sends the cookie the first received (the service also forgives a near-tie).
 */
const webLock = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('debrief-auth-refresh', run) as Promise<T>)
    : run()

// These answer 401/400 as part of their own flow; refreshing on them would loop or mask the real error.
const NO_REFRESH = /\/api\/auth\/(login|refresh|logout|register|forgot-password|reset-password)$/

/**
 * Bearer token on every request; on a 401 one refresh (shared by concurrent requests) and one retry, otherwise
 * sign out. The retry is sent with the fetch openapi-fetch uses, bypassing the middleware, so it cannot loop.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  // The body of a sent request is consumed, so a clone is kept per request id for the retry.
  const sent = new Map<string, { copy: Request; token: string | null }>()
  let refreshing: Promise<string | null> | null = null
  const lock = options.crossTabLock ?? webLock
  // Inside the lock, a token that changed meanwhile was refreshed by another tab (tokens live in shared storage).
  const refreshOnce = (stale: string | null) =>
    (refreshing ??= lock(async () => {
      const current = options.getToken()
      return current && current !== stale ? current : options.refresh()
    }).finally(() => (refreshing = null)))

  const withToken = (request: Request, token: string) => {
    const copy = request.clone()
    copy.headers.set('Authorization', `Bearer ${token}`)
    return copy
  }

  return {
    onRequest({ request, id }) {
      const token = options.getToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      if (!NO_REFRESH.test(new URL(request.url).pathname)) sent.set(id, { copy: request.clone(), token })
      return request
    },
    async onResponse({ response, id, options: client }) {
      const entry = sent.get(id)
      sent.delete(id)
      if (response.status !== 401 || !entry) return response
      // Another request already refreshed while this one was in flight: just retry with the new token.
      const current = options.getToken()
      let token = current && current !== entry.token ? current : null
      if (!token) {
        try {
          token = await refreshOnce(entry.token)
        } catch {
          return response // offline or the service is down: keep the session, surface the 401
        }
      }
      if (!token) {
        options.onSignedOut()
        return response
      }
      const retried = await client.fetch(withToken(entry.copy, token))
      if (retried.status === 401) options.onSignedOut()
      return retried
    },
    onError({ id }) {
      sent.delete(id)
    },
  }
}
