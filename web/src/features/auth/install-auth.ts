import { ability, type AppRule } from '../../lib/ability'
import { api } from '../../lib/api-client'
import { navigate } from 'wouter/use-browser-location'
import { paths } from '../../config/paths'
import { createAuthMiddleware } from '../../lib/auth-middleware'
import { createMaintenanceMiddleware } from '../../lib/maintenance-middleware'
import { store } from '../../lib/store'
import { refreshSession } from './api'
import { abilityRulesAtom, accessTokenAtom, clearSessionAtom, sessionAtom } from '../../lib/session-atoms'

let installed = false

/**
 * Start-up wiring, once: the ability follows the stored rules (so checks re-evaluate when they change, spec
 * section 4), and the API client gets the bearer/refresh middleware and the maintenance redirect.
 */
export function installAuth(): void {
  if (installed) return
  installed = true
  const applyRules = () => ability.update(store.get(abilityRulesAtom) as AppRule[])
  applyRules()
  store.sub(abilityRulesAtom, applyRules)

  api.use(
    createAuthMiddleware({
      getToken: () => store.get(accessTokenAtom),
      async refresh() {
        const { data, response } = await refreshSession()
        if (data) {
          store.set(sessionAtom, data)
          return data.accessToken
        }
        if (response.status >= 500) throw new Error(`refresh failed: ${response.status}`)
        return null
      },
      onSignedOut: () => store.set(clearSessionAtom),
    }),
    createMaintenanceMiddleware(() => {
      const target = paths.misc.underMaintenance.getHref()
      if (location.pathname !== target) navigate(target)
    }),
  )
}
