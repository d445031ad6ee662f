import { AbilityProvider } from '@casl/react'
import { FluentProvider } from '@fluentui/react-components'
import { Provider as JotaiProvider, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { ability } from '../lib/ability'
import { store } from '../lib/store'
import { themeFor } from '../theme/themes'
import { LoadingBar } from '../components/loading-bar'
import { AppRouter } from './app-router'
import { useScrollOnNavigate } from './scroll-on-navigate'
import { SessionSync } from './session-sync'
import { settingAtoms } from './settings/settings-atoms'
import { useColorScheme } from './settings/use-color-scheme'
import { useDocumentSettings } from './settings/use-document-settings'

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

/** Providers, outermost first: one jotai store, the one CASL ability, the Fluent theme; then the router. */
export function App() {
  return (
    <JotaiProvider store={store}>
      <AbilityProvider value={ability}>
        <ThemedApp />
      </AbilityProvider>
    </JotaiProvider>
  )
}
