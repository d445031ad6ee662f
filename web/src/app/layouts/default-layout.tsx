import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useAtom, useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { ScrollToTop } from '../../components/scroll-to-top'
import { BudgetBanner } from '../../features/billing'
import { breakpoints } from '../../theme/breakpoints'
import { themeFor } from '../../theme/themes'
import { useMediaQuery } from '../../theme/use-media-query'
import { customizerOpenAtom } from '../customizer/customizer-atoms'
import { effectiveLayout } from '../../lib/settings/layout-rules'
import { settingsAtom } from '../../lib/settings/settings-atoms'
import { useColorScheme } from '../../lib/settings/use-color-scheme'
import { AppFooter } from './app-footer'
import { usePageSettled } from './use-page-settled'
import type { LayoutProps } from './blank-layout'
import { HorizontalNav } from './horizontal-nav'
import { NavRail } from './nav-rail'
import { SideNav } from './side-nav'
import { TopBar } from './top-bar'

// The drawer is opened rarely: its code loads on first open.
const CustomizerDrawer = lazy(() =>
  import('../customizer/customizer-drawer').then((m) => ({ default: m.CustomizerDrawer })),
)

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  // The column runs the page's full height in the navigation's colour; the navigation inside stays in view.
  navColumn: { flexShrink: 0, zIndex: 11, backgroundColor: tokens.colorNeutralBackground4 },
  nav: { position: 'sticky', top: 0, height: '100vh' },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  headerGroup: { position: 'sticky', top: 0, zIndex: 10 },
  content: {
    flexGrow: 1,
    width: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalXXL,
  },
  boxed: { maxWidth: '1440px', marginInline: 'auto' },
})

/**
 * The default layout as the saved preferences and the screen width decide: vertical
 * navigation (inline, folded to a rail, or an overlay below 1280 px) or horizontal; navbar and footer sticky,
 * static or hidden; boxed or fluid content.
 */
export function DefaultLayout({ children }: LayoutProps) {
  const styles = useStyles()
  const [settings, update] = useAtom(settingsAtom)
  const customizerOpen = useAtomValue(customizerOpenAtom)
  // Mounted from the first opening on, so the drawer can animate closed.
  const [customizerUsed, setCustomizerUsed] = useState(false)
  if (customizerOpen && !customizerUsed) setCustomizerUsed(true)
  const scheme = useColorScheme()
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg}px)`)
  const [navOpen, setNavOpen] = useState(false)
  const layout = effectiveLayout(settings, wide)
  const vertical = layout.navType === 'vertical'
  const settled = usePageSettled()

  // The semi-dark vertical navigation: a dark theme for the navigation alone, in the light theme only.
  const navTheme =
    settings.semiDarkNav && scheme === 'light' ? themeFor('dark', settings.primaryColor, settings.skin) : undefined
  const verticalNav = layout.overlayNav ? (
    <SideNav inline={false} open={navOpen} onClose={() => setNavOpen(false)} />
  ) : layout.collapsed ? (
    <NavRail onExpand={() => update({ verticalNavCollapsed: false })} />
  ) : (
    <SideNav inline open onClose={() => undefined} />
  )

  // A hidden navbar stays reachable where it holds the only way to open the navigation (the overlay).
  const navbarType = layout.overlayNav && settings.navbarType === 'hidden' ? 'static' : settings.navbarType
  const topBar =
    navbarType === 'hidden' ? null : (
      <TopBar
        sticky={navbarType === 'sticky' && vertical}
        blur={settings.navbarBlur}
        onOpenNav={layout.overlayNav ? () => setNavOpen(true) : undefined}
        collapse={
          vertical && !layout.overlayNav
            ? {
                collapsed: layout.collapsed,
                toggle: () => update({ verticalNavCollapsed: !layout.collapsed }),
                rtl: settings.direction === 'rtl',
              }
            : undefined
        }
        showBrand={!vertical || layout.overlayNav}
      />
    )

  return (
    <div className={styles.root} data-nav={layout.overlayNav ? 'overlay' : layout.navType} data-skin={settings.skin}>
      {vertical &&
        (layout.overlayNav ? (
          navTheme ? (
            <FluentProvider theme={navTheme}>{verticalNav}</FluentProvider>
          ) : (
            verticalNav
          )
        ) : navTheme ? (
          <FluentProvider theme={navTheme} className={styles.navColumn}>
            <div className={styles.nav}>{verticalNav}</div>
          </FluentProvider>
        ) : (
          <div className={styles.navColumn}>
            <div className={styles.nav}>{verticalNav}</div>
          </div>
        ))}
      <div className={styles.column}>
        {vertical ? (
          topBar
        ) : (
          <>
            <div className={navbarType === 'sticky' ? styles.headerGroup : undefined}>
              {topBar}
              {settings.horizontalNavType === 'sticky' && <HorizontalNav />}
            </div>
            {settings.horizontalNavType === 'static' && <HorizontalNav />}
          </>
        )}
        <BudgetBanner />
        <main className={mergeClasses(styles.content, settings.contentWidth === 'boxed' && styles.boxed)}>
          {children}
        </main>
        <AppFooter type={settings.footerType} waiting={!settled} />
      </div>
      <ScrollToTop />
      {customizerUsed && (
        <Suspense fallback={null}>
          <CustomizerDrawer />
        </Suspense>
      )}
    </div>
  )
}
