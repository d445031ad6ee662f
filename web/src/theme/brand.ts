import type { BrandVariants } from '@fluentui/react-components'

/**
 * The brand ramp from the spec's primary #8C57FF. Fluent reads shade 80 as the light theme's primary and 70 as
 * its hover, so those two carry the spec's primary and its darker variant (#7E4EE6); the other shades are mixed
 * toward near-black (10-60) and toward white (90-160) so contrast steps stay even.
 */
export const brand: BrandVariants = {
  10: '#1B1034',
  20: '#2C1B51',
  30: '#3C256F',
  40: '#4D2F8D',
  50: '#5D39AB',
  60: '#6E44C8',
  70: '#7E4EE6',
  80: '#8C57FF',
  90: '#9868FF',
  100: '#A479FF',
  110: '#AF8BFF',
  120: '#BB9CFF',
  130: '#C7ADFF',
  140: '#D3BEFF',
  150: '#DECFFF',
  160: '#EAE0FF',
}

export const BRAND_PRIMARY = brand[80]
