import { useEffect } from 'react'

/** Calls `reload` every `ms` while the screen is open and visible: live figures without reloading the page. */
export function usePollReload(reload: () => void, ms: number) {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload()
    }, ms)
    return () => clearInterval(timer)
  }, [reload, ms])
}
