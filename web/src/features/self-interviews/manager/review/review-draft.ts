import type { ReviewBoard, ReviewScore } from '../../api'

/** The reviewer's unsaved ratings and comments, keyed by question and criterion. */
export type Draft = Record<string, { rating?: number; comment: string }>

export const cellKey = (questionId: string, criterionId: string) => `${questionId}/${criterionId}`

export const draftOf = (scores: ReviewScore[]): Draft =>
  Object.fromEntries(
    scores.map((s) => [cellKey(s.questionId, s.criterionId), { rating: s.rating, comment: s.comment ?? '' }]),
  )

/** What the service stores: only rated criteria (a comment goes with its rating), in the rubric's order. */
export function scoresOf(board: ReviewBoard, draft: Draft): ReviewScore[] {
  return board.questions.flatMap((q) =>
    q.criteria.flatMap((c) => {
      const cell = draft[cellKey(q.questionId, c.id)]
      return cell?.rating
        ? [{ questionId: q.questionId, criterionId: c.id, rating: cell.rating, comment: cell.comment }]
        : []
    }),
  )
}

/** How many of the criteria a submit needs (those of answered questions) are rated. */
export function progressOf(board: ReviewBoard, draft: Draft) {
  const needed = board.questions
    .filter((q) => q.answered)
    .flatMap((q) => q.criteria.map((c) => cellKey(q.questionId, c.id)))
  return { rated: needed.filter((k) => draft[k]?.rating).length, total: needed.length }
}
