import { useAtomValue } from 'jotai'
import type { ColorScheme } from '../../theme/themes'
import { useDeviceScheme } from '../../theme/use-device-scheme'
import { settingAtoms } from './settings-atoms'

/** The scheme on screen: the saved theme, or the device's (live) when the theme is `system`. */
export function useColorScheme(): ColorScheme {
  const theme = useAtomValue(settingAtoms.theme)
  const device = useDeviceScheme()
  return theme === 'system' ? device : theme
}
