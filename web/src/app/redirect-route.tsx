import { useSetAtom } from 'jotai'
import { useLayoutEffect } from 'react'
import { useLocation } from 'wouter'
import { clearSessionAtom } from '../lib/session-atoms'
import type { RedirectResult } from '../lib/routing/route-types'

/** Performs a redirect-only route: forgets the session first when asked (a `?token=` link), then replaces. */
export function RedirectRoute({ to, clearSession }: RedirectResult) {
  const [, navigate] = useLocation()
  const clear = useSetAtom(clearSessionAtom)
  useLayoutEffect(() => {
    if (clearSession) clear()
    navigate(to, { replace: true })
  }, [to, clearSession, clear, navigate])
  return null
}
