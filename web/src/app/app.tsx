import { AbilityProvider } from '@casl/react'
import { FluentProvider, makeStyles } from '@fluentui/react-components'
import { Provider as JotaiProvider } from 'jotai'
import { ability } from '../lib/ability'
import { store } from '../lib/store'
import { themeFor } from '../theme/themes'
import { useDeviceScheme } from '../theme/use-device-scheme'
import { AppRouter } from './app-router'
import { SessionSync } from './session-sync'

const useStyles = makeStyles({
  root: { minHeight: '100%', display: 'flex', flexDirection: 'column' },
})

/** Providers, outermost first: one jotai store, the one CASL ability, the Fluent theme; then the router. */
export function App() {
  const styles = useStyles()
  const scheme = useDeviceScheme()
  return (
    <JotaiProvider store={store}>
      <AbilityProvider value={ability}>
        <FluentProvider theme={themeFor(scheme)} className={styles.root}>
          <SessionSync />
          <AppRouter />
        </FluentProvider>
      </AbilityProvider>
    </JotaiProvider>
  )
}
