import { useEffect } from 'react'
import { getMe } from '../features/auth'
import { accessTokenAtom, sessionAtom } from '../lib/session-atoms'
import { store } from '../lib/store'

/**
 * A session restored from storage may carry stale rules (an admin changed the role meanwhile): ask the service
 * once at start-up. A 401 goes through the middleware, which refreshes or signs out. A fresh login needs no
 * check, hence no dependency on the token.
 */
export function SessionSync() {
  useEffect(() => {
    if (!store.get(accessTokenAtom)) return
    let current = true
    getMe()
      .then(({ data }) => {
        if (current && data) store.set(sessionAtom, data)
      })
      .catch(() => undefined) // offline: keep the stored session
    return () => {
      current = false
    }
  }, [])
  return null
}
