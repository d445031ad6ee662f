import type { ColorScheme } from './themes'
import { useMediaQuery } from './use-media-query'

/** The device's colour scheme; the theme follows it until the shell issue adds the saved preference. */
export function useDeviceScheme(): ColorScheme {
  return useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light'
}
