import { describe, expect, it } from 'vitest'
import { themeFor } from './themes'

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

// WCAG AA for text: every brand text and every brand button's white label at 4.5:1 or more, light and dark.
describe('brand colours pass 4.5:1 where they carry text', () => {
  for (const scheme of ['light', 'dark'] as const) {
    const t = themeFor(scheme) as unknown as Record<string, string>
    const pairs: [string, string][] = [
      ['colorNeutralForegroundOnBrand', 'colorBrandBackground'],
      ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundHover'],
      ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundPressed'],
      ['colorBrandForeground1', 'colorNeutralBackground1'],
      ['colorBrandForegroundLink', 'colorNeutralBackground1'],
      ['colorBrandForeground2', 'colorBrandBackground2'],
    ]
    for (const [fg, bg] of pairs) {
      it(`${scheme}: ${fg} on ${bg}`, () => expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(4.5))
    }
  }
})
