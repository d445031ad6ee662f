import type { Middleware } from 'openapi-fetch'

export const MAINTENANCE_CODE = 'DEBRIEF_MAINTENANCE'

/**
 * A 503 with the service's maintenance code means every call will fail for a while: show the under-maintenance
 * screen instead of one error per widget. Other 503s (a database hiccup) stay with the caller.
 */
export function createMaintenanceMiddleware(onMaintenance: () => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 503) return response
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null
      if (body?.code === MAINTENANCE_CODE) onMaintenance()
      return response
    },
  }
}
