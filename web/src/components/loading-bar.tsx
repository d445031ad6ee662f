import { makeStyles, tokens } from '@fluentui/react-components'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOADING, nextProgress, pendingAtom } from './loading-progress'

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    zIndex: 1000,
    backgroundColor: tokens.colorBrandBackground,
    transitionProperty: 'width, opacity',
    transitionDuration: tokens.durationSlow,
    '@media print': { display: 'none' },
  },
})

/**
 * The one thin bar at the top of the app, driven by the pending count: a Suspense fallback or a screen's data
 * load marks itself pending with <PendingMarker /> or usePending().
 */
export function LoadingBar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const pending = useAtomValue(pendingAtom)
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => {
    if (pending) {
      setProgress((p) => (p === null || p >= 100 ? LOADING.start : p))
      const timer = setInterval(
        () => setProgress((p) => nextProgress(p ?? LOADING.start, Math.random())),
        LOADING.tickMs,
      )
      return () => clearInterval(timer)
    }
    // Resolved: jump to 100, then disappear.
    setProgress((p) => (p === null ? null : 100))
    const reset = setTimeout(() => setProgress(null), LOADING.resetMs)
    return () => clearTimeout(reset)
  }, [pending])

  if (progress === null) return null
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-valuenow={Math.round(progress)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.bar}
      style={{ width: `${progress}%` }} // a runtime value
      data-testid="loading-bar"
    />
  )
}

/** Marks work pending while `active`; the loading bar shows while any is. */
export function usePending(active: boolean) {
  const mark = useSetAtom(pendingAtom)
  useEffect(() => {
    if (!active) return
    mark(1)
    return () => mark(-1)
  }, [active, mark])
}

/** A Suspense fallback that counts as pending while it is mounted. */
export function PendingMarker() {
  usePending(true)
  return null
}
