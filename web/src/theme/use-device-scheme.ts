import type { ColorScheme } from './themes'
import { useMediaQuery } from './use-media-query'

/** The device's colour scheme, live: the `system` theme follows it. */
export function useDeviceScheme(): ColorScheme {
  return useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light'
}
