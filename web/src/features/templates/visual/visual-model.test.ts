import { describe, expect, it } from 'vitest'
import {
  addCriterion,
  deleteCriterion,
  duplicateCriterion,
  moveCriterion,
  setCriterion,
  shares,
  weightSum,
  type SectionsDocument,
} from './visual-model'

const doc: SectionsDocument = {
  title: 'kept',
  sections: [
    {
      id: 's',
      title: 'S',
      criteria: [
        { id: 'a', title: 'A', weight: 1, keywords: [] },
        { id: 'b', title: 'B', weight: 3, keywords: ['x'] },
        { id: 'c', title: 'C', weight: 0, keywords: [] },
      ],
    },
  ],
}

describe('visual edits of a sections document', () => {
  it('moves a criterion and keeps the rest of the document', () => {
    const moved = moveCriterion(doc, 0, 2, 0)
    expect(moved.sections[0]!.criteria.map((c) => c.id)).toEqual(['c', 'a', 'b'])
    expect(moved.title).toBe('kept')
    expect(doc.sections[0]!.criteria[0]!.id).toBe('a')
  })
  it('adds, duplicates and deletes with fresh ids', () => {
    const added = addCriterion(doc, 0, 'New')
    expect(added.sections[0]!.criteria.at(-1)).toMatchObject({ id: 'criterion-1', title: 'New', weight: 1 })
    const copy = duplicateCriterion(doc, 0, 1)
    expect(copy.sections[0]!.criteria.map((c) => c.id)).toEqual(['a', 'b', 'b-1', 'c'])
    expect(deleteCriterion(doc, 0, 0).sections[0]!.criteria.map((c) => c.id)).toEqual(['b', 'c'])
  })
  it('sums weights and shares them', () => {
    expect(weightSum(doc.sections[0]!)).toBe(4)
    expect(shares(doc.sections[0]!)).toEqual([25, 75, 0])
    const zero = setCriterion(setCriterion(doc, 0, 0, { weight: 0 }), 0, 1, { weight: 0 })
    expect(weightSum(zero.sections[0]!)).toBe(0)
  })
})
