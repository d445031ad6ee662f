import { describe, expect, it } from 'vitest'
import type { ReviewBoard } from '../../api'
import { draftOf, progressOf, scoresOf } from './review-draft'

const anchors = { '1': '', '3': '', '5': '' }
const board = {
  questions: [
    {
      questionId: 'a',
      number: 1,
      question: 'A?',
      answered: true,
      criteria: [
        { id: 'x', name: 'X', anchors },
        { id: 'y', name: 'Y', anchors },
      ],
    },
    { questionId: 'b', number: 2, question: 'B?', answered: false, criteria: [{ id: 'overall', name: '', anchors }] },
  ],
} as unknown as ReviewBoard

describe('review draft', () => {
  it('sends only rated criteria, comments with them, in the rubric order', () => {
    const draft = {
      'b/overall': { rating: 2, comment: '' },
      'a/y': { comment: 'no rating yet' },
      'a/x': { rating: 5, comment: 'good' },
    }
    expect(scoresOf(board, draft)).toEqual([
      { questionId: 'a', criterionId: 'x', rating: 5, comment: 'good' },
      { questionId: 'b', criterionId: 'overall', rating: 2, comment: '' },
    ])
  })
  it('counts what a submit needs: the criteria of answered questions', () => {
    expect(progressOf(board, draftOf([{ questionId: 'a', criterionId: 'x', rating: 3 }]))).toEqual({
      rated: 1,
      total: 2,
    })
  })
})
