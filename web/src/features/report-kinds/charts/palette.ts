import { chartColors } from '../../../theme/palette'

export { chartColors }

/** Green from 70, amber from 40, red below: the same thresholds the report bands use. */
export function scoreColor(score: number): string {
  if (score >= 70) return chartColors.good
  if (score >= 40) return chartColors.fair
  return chartColors.bad
}
