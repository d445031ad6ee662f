import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { pendingCountAtom } from '../../components/loading-progress'
import { store } from '../../lib/store'

// A page whose loads never end (a failing endpoint retried) still gets its footer.
const MAX_WAIT_MS = 4000

/**
 * False from a navigation until the page's chunks and first data loads are done (the loading bar's pending count
 * back at zero), then true until the next navigation. The footer waits for it: painted below a half-loaded page it
 * would be pushed down as the content arrives, a layout shift the reader sees (0.05–0.08 on a report).
 */
export function usePageSettled(): boolean {
  const [location] = useLocation()
  const [settled, setSettled] = useState(false)
  const [settledFor, setSettledFor] = useState(location)
  if (settledFor !== location) {
    setSettledFor(location)
    setSettled(false)
  }
  useEffect(() => {
    if (settled) return
    // Checked after the current batch of effects: a fallback unmounting and the screen's load starting happen in one
    // commit, and the count passes through zero between them.
    let scheduled = false
    const check = () => {
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        if (store.get(pendingCountAtom) === 0) setSettled(true)
      })
    }
    check()
    const unsubscribe = store.sub(pendingCountAtom, check)
    const cap = setTimeout(() => setSettled(true), MAX_WAIT_MS)
    return () => {
      unsubscribe()
      clearTimeout(cap)
    }
  }, [settled, location])
  return settled
}
