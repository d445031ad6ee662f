import type { BrandVariants } from '@fluentui/react-components'
import { brand } from './brand'

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase()

/**
 * A Fluent brand ramp with `hex` as shade 80 (the light theme's primary), built like theme/brand.ts: darker shades
 * scale the channels down in even steps, lighter ones mix toward white. The spec's default keeps its hand-tuned ramp.
 */
export function brandRamp(hex: string): BrandVariants {
  if (!/^#[0-9a-f]{6}$/i.test(hex) || hex.toUpperCase() === brand[80]) return brand
  const base = channels(hex)
  const shades = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const
  const ramp = {} as Record<(typeof shades)[number], string>
  for (const shade of shades) {
    const step = (shade - 80) / 10
    ramp[shade] =
      step <= 0 ? toHex(base.map((c) => c * (1 + step * 0.117))) : toHex(base.map((c) => c + (255 - c) * step * 0.102))
  }
  return ramp
}
