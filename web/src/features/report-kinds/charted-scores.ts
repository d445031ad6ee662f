import type { ScoreBar } from './charts/score-bars'

/**
 * The bars a scorecard chart draws: a criterion "not assessed" has no reading (its stored 0 is not a low score), so
 * the chart draws nothing for it; the list beside the chart says "Not assessed".
 */
export function chartedScores(items: { title: string; score: number; assessed?: boolean }[]): ScoreBar[] {
  return items.filter((c) => c.assessed !== false).map((c) => ({ label: c.title, score: c.score }))
}
