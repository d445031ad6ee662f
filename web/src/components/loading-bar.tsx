import { makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'

// Spec sections 4 and 9: random increments every 800 ms, holding near 82 percent while the page is pending.
const TICK_MS = 800
const CAP = 82

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    zIndex: 1000,
    backgroundColor: tokens.colorBrandBackground,
    transitionProperty: 'width',
    transitionDuration: tokens.durationSlow,
  },
})

/** The thin bar shown while a lazily loaded page is pending (a Suspense fallback: it unmounts on resolve). */
export function LoadingBar() {
  const styles = useStyles()
  const [progress, setProgress] = useState(10)
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => Math.min(CAP, p + Math.random() * (CAP - p) * 0.5 + 1)), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return <div role="progressbar" aria-valuenow={Math.round(progress)} aria-valuemin={0} aria-valuemax={100} className={styles.bar} style={{ width: `${progress}%` }} />
}
