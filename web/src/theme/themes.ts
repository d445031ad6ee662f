import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components'
import { brand } from './brand'
import { brandRamp } from './brand-ramp'

// Fluent's dark defaults put brand text on shade 100/110; the lighter shades keep links readable on #1f1f1f.
const dark = (ramp: BrandVariants): Theme => ({
  ...createDarkTheme(ramp),
  colorBrandForeground1: ramp[110],
  colorBrandForeground2: ramp[120],
  colorBrandForegroundLink: ramp[110],
  colorBrandForegroundLinkHover: ramp[120],
})

export const lightTheme: Theme = createLightTheme(brand)
export const darkTheme: Theme = dark(brand)

export type ColorScheme = 'light' | 'dark'

/**
 * The bordered skin trades elevation for a hairline: cards and surfaces draw their shadow tokens, so replacing
 * the low shadows with a 1 px ring borders them all without touching the screens.
 */
const bordered = (theme: Theme): Theme => {
  const ring = `0 0 0 1px ${theme.colorNeutralStroke2}`
  return { ...theme, shadow2: ring, shadow4: ring, shadow8: ring }
}

const cache = new Map<string, Theme>()

export function themeFor(scheme: ColorScheme, primary = brand[80], skin: 'default' | 'bordered' = 'default'): Theme {
  const key = `${scheme}|${primary}|${skin}`
  let theme = cache.get(key)
  if (!theme) {
    const ramp = brandRamp(primary)
    theme = scheme === 'dark' ? dark(ramp) : createLightTheme(ramp)
    if (skin === 'bordered') theme = bordered(theme)
    cache.set(key, theme)
  }
  return theme
}
