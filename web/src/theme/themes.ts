import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components'
import { brand } from './brand'

export const lightTheme: Theme = createLightTheme(brand)

// Fluent's dark defaults put brand text on shade 100/110; the lighter shades keep links readable on #1f1f1f.
export const darkTheme: Theme = {
  ...createDarkTheme(brand),
  colorBrandForeground1: brand[110],
  colorBrandForeground2: brand[120],
  colorBrandForegroundLink: brand[110],
  colorBrandForegroundLinkHover: brand[120],
}

export type ColorScheme = 'light' | 'dark'

export const themeFor = (scheme: ColorScheme): Theme => (scheme === 'dark' ? darkTheme : lightTheme)
