import createClient from 'openapi-fetch'
import type { components, paths } from '@debrief/openapi/schema'
import { takeEarly } from './early-requests'

export type ApiSchemas = components['schemas']
export type ApiError = ApiSchemas['Error']

/**
 * The only way the web talks to the service: typed by openapi/schema.d.ts, paths already carry `/api`.
 * The auth middleware is installed at start-up (features/auth/install-auth.ts) so this module has no app state.
 */
export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: 'same-origin',
  // A screen's first request may already have been sent at start-up (lib/early-requests.ts).
  fetch: (request: Request, init?: RequestInit) => takeEarly(request) ?? globalThis.fetch(request, init),
})

/** Errors can also be a network failure or a non-JSON proxy page; this narrows to the service's shape. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value
}

/**
 * A query as a screen keeps it: the contract leaves a parameter with a service-side default optional for any caller,
 * while a screen always holds a value for the ones named in K (its paging and sorting state).
 */
export type FilledQuery<Q, K extends keyof NonNullable<Q>> = Omit<NonNullable<Q>, K> & {
  [P in K]-?: Exclude<NonNullable<Q>[P], undefined>
}
