import { makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { breakpoints } from '../../theme/breakpoints'
import { useMediaQuery } from '../../theme/use-media-query'
import type { LayoutProps } from './blank-layout'
import { SideNav } from './side-nav'
import { TopBar } from './top-bar'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  nav: { position: 'sticky', top: '56px', height: 'calc(100vh - 56px)', flexShrink: 0 },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', padding: tokens.spacingHorizontalXXL },
})

/**
 * The plain default layout: top bar, side navigation and content. The full shell (horizontal navigation,
 * preferences, search, language) is its own issue.
 */
export function DefaultLayout({ children }: LayoutProps) {
  const styles = useStyles()
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg}px)`)
  const [navOpen, setNavOpen] = useState(false)
  return (
    <div className={styles.root}>
      <TopBar showMenuButton={!wide} onMenu={() => setNavOpen(true)} />
      <div className={styles.body}>
        <div className={wide ? styles.nav : undefined}>
          <SideNav inline={wide} open={navOpen} onClose={() => setNavOpen(false)} />
        </div>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  )
}
