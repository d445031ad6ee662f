/**
 * Chart colours as plain values: recharts writes them into SVG presentation attributes, where Fluent's
 * `var(--token)` values are not reliably resolved. They match the brand ramp and the status colours of the theme.
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

/** Green from 70, amber from 40, red below: the same thresholds the report bands use. */
export function scoreColor(score: number): string {
  if (score >= 70) return chartColors.good
  if (score >= 40) return chartColors.fair
  return chartColors.bad
}
