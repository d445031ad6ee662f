import { AbilityProvider } from '@casl/react'
import { FluentProvider } from '@fluentui/react-components'
import { Provider as JotaiProvider, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { ability } from '../lib/ability'
import { RouteTableContext } from '../lib/routing/route-table'
import { store } from '../lib/store'
import { themeFor } from '../theme/themes'
import { LoadingBar } from '../components/loading-bar'
import { AppRouter } from './app-router'
import { routes } from './routes'
import { useScrollOnNavigate } from './scroll-on-navigate'
import { SessionSync } from './session-sync'
import { settingAtoms } from '../lib/settings/settings-atoms'
import { useColorScheme } from '../lib/settings/use-color-scheme'
import { useDocumentSettings } from '../lib/settings/use-document-settings'

// An inline style, not a class: FluentProvider copies its className onto every portal mount node, which
// would stretch each dialog's or popover's portal over the whole page.
const ROOT_STYLE = { minHeight: '100%', display: 'flex', flexDirection: 'column' } as const

/** The Fluent theme and direction from the saved settings; re-renders when they or the device scheme change. */
function ThemedApp() {
  const { i18n } = useTranslation()
  const scheme = useColorScheme()
  const primary = useAtomValue(settingAtoms.primaryColor)
  const skin = useAtomValue(settingAtoms.skin)
  const direction = useDocumentSettings(scheme, i18n.language)
  useScrollOnNavigate()
  return (
    <FluentProvider theme={themeFor(scheme, primary, skin)} dir={direction} style={ROOT_STYLE}>
      <SessionSync />
      <LoadingBar />
      <AppRouter />
    </FluentProvider>
  )
}

/**
 * Providers, outermost first: one jotai store, the one CASL ability, the route table (features that ask which paths a
 * role opens read it there), the Fluent theme; then the router.
 */
export function App() {
  return (
    <JotaiProvider store={store}>
      <AbilityProvider value={ability}>
        <RouteTableContext.Provider value={routes}>
          <ThemedApp />
        </RouteTableContext.Provider>
      </AbilityProvider>
    </JotaiProvider>
  )
}
