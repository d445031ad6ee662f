/**
 * A radar of mostly zeros reads as nothing (a dot or a sliver near the centre): it draws a shape only when most of
 * its axes carry a value, and at least three do. Otherwise the scores are shown as bars.
 */
export function readsAsRadar(scores: readonly number[]): boolean {
  const nonZero = scores.filter((score) => score > 0).length
  return nonZero >= 3 && nonZero * 2 > scores.length
}
