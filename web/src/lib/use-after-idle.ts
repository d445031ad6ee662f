import { useEffect, useState } from 'react'

/**
 * True once the browser has been idle after the first render (requestIdleCallback, or a short timeout where there is
 * none): what a screen does not need for its first paint waits until then, so it neither competes with the screen's
 * own chunks nor blocks the main thread while the page loads. `timeout` bounds the wait on a page that never idles.
 */
export function useAfterIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), 200)
    return () => clearTimeout(id)
  }, [timeout])
  return idle
}
