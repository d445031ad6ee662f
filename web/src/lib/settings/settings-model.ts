/**
 * The persisted layout preferences. Each is stored under its own key,
 * `debrief-<name>`, so public/pre-paint.js can read the few it needs before the bundle runs.
 */
import type { Direction } from '../languages'
import { PRIMARY_PRESETS } from '../../theme/palette'

export type { Direction }
export type ThemeMode = 'light' | 'dark' | 'system'
export type Skin = 'default' | 'bordered'
export type ContentWidth = 'boxed' | 'fluid'
export type BarType = 'sticky' | 'static' | 'hidden'
export type NavType = 'vertical' | 'horizontal'

export { PRIMARY_PRESETS }

export interface LayoutSettings {
  theme: ThemeMode
  skin: Skin
  semiDarkNav: boolean
  contentWidth: ContentWidth
  navbarType: BarType
  navbarBlur: boolean
  footerType: BarType
  navType: NavType
  verticalNavCollapsed: boolean
  horizontalNavType: BarType
  direction: Direction
  primaryColor: string
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'system', // the product default follows the device
  skin: 'default',
  semiDarkNav: false,
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  navType: 'vertical',
  verticalNavCollapsed: false,
  horizontalNavType: 'sticky',
  direction: 'ltr',
  primaryColor: PRIMARY_PRESETS[0],
}

export const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]
