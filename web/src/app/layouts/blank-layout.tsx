import { makeStyles, tokens } from '@fluentui/react-components'
import { lazy, Suspense, type ReactNode } from 'react'
import type { AppRoute } from '../../lib/routing/route-types'
import { useAfterIdle } from '../../lib/use-after-idle'

// Its own chunk, fetched once the page is idle: the menu and tooltip code (about a fifth of what /login would load
// otherwise) is not needed for the sign-in form's first paint, and the switch arrives a moment after the form.
const LanguageSwitch = lazy(() => import('./language-switch').then((m) => ({ default: m.LanguageSwitch })))

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Griffel mirrors `right` in right-to-left, so the switch stays in the far corner.
  corner: { position: 'absolute', top: tokens.spacingVerticalM, right: tokens.spacingHorizontalM, zIndex: 1 },
})

export interface LayoutProps {
  route: AppRoute
  children: ReactNode
}

/** Sign-in, public and error pages: no navigation, the screen owns the whole viewport; only the language switch. */
export function BlankLayout({ children }: LayoutProps) {
  const styles = useStyles()
  const idle = useAfterIdle()
  return (
    <main className={styles.root}>
      {children}
      <div className={styles.corner}>
        <Suspense fallback={null}>{idle && <LanguageSwitch />}</Suspense>
      </div>
    </main>
  )
}
