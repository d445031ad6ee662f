/**
 * The colours that cannot be Fluent tokens, in one place: recharts writes colours into SVG presentation attributes,
 * where `var(--token)` values are not reliably resolved, and Fluent has no categorical palette. They match the brand
 * ramp and the theme's status colours.
 */
export const chartColors = {
  brand: '#8C57FF',
  good: '#56CA00',
  fair: '#FFB400',
  warn: '#FF8A3D',
  bad: '#FF4C51',
  track: 'rgba(128, 128, 140, 0.22)',
  grid: 'rgba(128, 128, 140, 0.35)',
}

/** Categorical colours for speakers and chart series; brand first. */
export const SPEAKER_PALETTE = ['#8C57FF', '#16B1FF', '#56CA00', '#FFB400', '#FF4C51', '#00BFA5', '#E040FB', '#8D6E63']

/** The brand primary first (the default), then four presets that keep white text readable. */
export const PRIMARY_PRESETS = ['#8C57FF', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const

/** A QR code needs a light quiet zone in the dark theme too, or phone cameras cannot read it. */
export const QR_BACKGROUND = '#ffffff'
