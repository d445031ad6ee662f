import { makeStyles } from '@fluentui/react-components'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { flushSync } from 'react-dom'

/** A module loaded once, on demand, whose value is known synchronously once it has arrived. */
export interface DeferredModule<M> {
  load(): Promise<M>
  current(): M | undefined
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let value: M | undefined
  let loading: Promise<M> | undefined
  return {
    load: () =>
      (loading ??= importer().then(
        (m) => (value = m),
        (error: unknown) => {
          loading = undefined // the next reveal tries again
          throw error
        },
      )),
    current: () => value,
  }
}

// The charts' modules seen so far and the charts still waiting, so print can draw them all at once.
const sources = new Set<DeferredModule<unknown>>()
const waiting = new Set<() => void>()
// Once print has asked, a chart whose module is loaded draws at once, wherever it is.
let revealAll = false

/**
 * Draws every chart still waiting (print: the printout shows the whole page); resolves once they are on the page. A
 * chart whose code fails to load stays an empty frame, as it does on screen.
 */
export async function revealCharts(): Promise<void> {
  revealAll = true
  await Promise.all([...sources].map((source) => source.load().catch(() => undefined)))
  flushSync(() => waiting.forEach((show) => show()))
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

const useStyles = makeStyles({
  // The same box as ChartFrame's figure: the drawing replaces it without moving anything.
  frame: { width: '100%', minWidth: 0, breakInside: 'avoid' },
})

/**
 * A chart whose drawing code (recharts, about 100 KB compressed) is loaded and run only when the chart comes near
 * the screen: a page opens with its first screenful, and charts further down cost nothing until the reader scrolls
 * to them. Until then the frame holds the chart's size and accessible name, so nothing shifts when it is drawn.
 * `draw` gets the loaded module and returns the chart in its ChartFrame.
 */
export function DeferredChart<M>({
  source,
  label,
  height,
  draw,
}: {
  source: DeferredModule<M>
  label: string
  height: number
  draw: (module: M) => ReactElement
}) {
  const styles = useStyles()
  const ref = useRef<HTMLElement>(null)
  const [module, setModule] = useState<M | undefined>(source.current)
  sources.add(source as DeferredModule<unknown>)

  useEffect(() => {
    if (module) return
    let current = true
    const show = () => {
      const loaded = source.current()
      if (current && loaded) setModule(() => loaded)
    }
    if (revealAll && source.current()) return show()
    const reveal = () => source.load().then(show)
    waiting.add(show)
    const observer =
      typeof IntersectionObserver === 'function'
        ? // Drawn once on the screen, not before: a margin would draw the chart just below a phone's first screen
          // while the page loads, the long task this avoids.
          new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void reveal().catch(() => {}))
        : undefined
    if (observer && ref.current) observer.observe(ref.current)
    else void reveal().catch(() => {})
    // The browser's own print (Ctrl+P) prints right after this event: a loaded module draws in time, synchronously.
    const beforePrint = () => {
      if (source.current()) flushSync(show)
      else void reveal().catch(() => {})
    }
    window.addEventListener('beforeprint', beforePrint)
    return () => {
      current = false
      waiting.delete(show)
      observer?.disconnect()
      window.removeEventListener('beforeprint', beforePrint)
    }
  }, [module, source])

  if (module) return draw(module)
  return (
    <figure
      ref={ref}
      className={styles.frame}
      style={{ height, margin: 0 }}
      role="img"
      aria-label={label}
      dir="ltr"
      data-chart-pending=""
    />
  )
}
