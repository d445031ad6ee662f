/** The combined figures of the submitted reviews: per question and criterion, per question, and overall. */
export interface Rating {
  questionId: string
  criterionId: string
  rating: number
}

const round = (n: number) => Math.round(n * 100) / 100

function figures(ratings: number[]) {
  const count = ratings.length
  if (!count) return { mean: null, count: 0, min: null, max: null, spread: null }
  const min = Math.min(...ratings)
  const max = Math.max(...ratings)
  const mean = ratings.reduce((s, r) => s + r, 0) / count
  // Spread is the range of the ratings given: 0 when every reviewer agreed, 4 at most (a 1 beside a 5).
  return { mean: round(mean), count, min, max, spread: max - min }
}

/** `order` lists the rubric's (question, criterion) pairs in the order the screen shows them. */
export function combine(order: { questionId: string; criterionId: string }[], ratings: Rating[]) {
  const key = (r: { questionId: string; criterionId: string }) => `${r.questionId}\u0000${r.criterionId}`
  const byCell = new Map<string, number[]>()
  const byQuestion = new Map<string, number[]>()
  for (const r of ratings) {
    byCell.set(key(r), [...(byCell.get(key(r)) ?? []), r.rating])
    byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r.rating])
  }
  const questionIds = [...new Set(order.map((o) => o.questionId))]
  return {
    cells: order.map((o) => ({ ...o, ...figures(byCell.get(key(o)) ?? []) })),
    questions: questionIds.map((questionId) => ({ questionId, ...figures(byQuestion.get(questionId) ?? []) })),
    overall: figures(ratings.map((r) => r.rating)),
  }
}

/** A reviewer's own mean over everything they rated. */
export const meanOf = (ratings: { rating: number }[]) => figures(ratings.map((r) => r.rating)).mean
