import { useEffect } from 'react'
import { useLocation } from 'wouter'

// Spec section 2: the sticky navbar covers the top, so an anchor lands 60 px below it.
export const ANCHOR_OFFSET_PX = 60
const WAIT_FOR_ANCHOR_MS = 1500

/** Where to scroll for an anchor: its top on the page, less the offset. */
export const anchorTop = (elementTop: number, scrollY: number): number =>
  Math.max(0, elementTop + scrollY - ANCHOR_OFFSET_PX)

/**
 * After each navigation: to the hash anchor, smoothly and 60 px short of it, otherwise to the top. A lazily
 * loaded screen renders its anchors a little later, so the anchor is looked for on each frame for a while.
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation()
  useEffect(() => {
    let frame = 0
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (!id) {
        window.scrollTo({ top: 0 })
        return
      }
      const started = performance.now()
      const look = () => {
        const target = document.getElementById(id)
        if (target)
          window.scrollTo({ top: anchorTop(target.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' })
        else if (performance.now() - started < WAIT_FOR_ANCHOR_MS) frame = requestAnimationFrame(look)
      }
      look()
    }
    scroll()
    window.addEventListener('hashchange', scroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('hashchange', scroll)
    }
  }, [pathname])
}
