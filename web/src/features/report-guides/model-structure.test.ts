import { describe, expect, it } from 'vitest'
import { modelStructureOf } from './model-structure'

const crit = (sectionId: string, id: string, weight: number) => ({
  sectionId,
  id,
  title: id.toUpperCase(),
  weight,
  score: 50,
  matchedKeywords: [],
  rationale: '',
  evidence: [],
})

describe('model structure from a report', () => {
  it('groups a recruiter scorecard by section, in rubric order', () => {
    const s = modelStructureOf({
      kind: 'recruiter',
      content: {
        rubricSource: 'default',
        scorecard: [crit('core', 'a', 1), crit('core', 'b', 1.5), crit('extra', 'c', 2)],
      },
    })
    expect(s?.source).toBe('default')
    expect(s?.sections.map((x) => [x.id, x.title, x.criteria.map((c) => c.weight)])).toEqual([
      ['core', null, [1, 1.5]],
      ['extra', null, [2]],
    ])
  })
  it('names competence sections from the section roll-up', () => {
    const s = modelStructureOf({
      kind: 'competence',
      content: {
        modelSource: 'organization',
        competences: [crit('people', 'x', 1)],
        sections: [{ id: 'people', title: 'People', weight: 1, score: 50 }],
      },
    })
    expect(s).toEqual({
      source: 'organization',
      sections: [{ id: 'people', title: 'People', criteria: [{ id: 'x', title: 'X', weight: 1 }] }],
    })
  })
  it('reads an alfa template with its criteria, and nothing for other kinds', () => {
    const s = modelStructureOf({
      kind: 'alfa',
      content: {
        templateSource: 'default',
        sections: [{ id: 's', title: 'S', weight: 2, score: 1, criteria: [crit('s', 'k', 2)] }],
      },
    })
    expect(s?.sections[0]).toEqual({ id: 's', title: 'S', criteria: [{ id: 'k', title: 'K', weight: 2 }] })
    expect(modelStructureOf({ kind: 'belbin', content: {} })).toBeNull()
  })
  it('tolerates a content of another shape', () => {
    expect(modelStructureOf({ kind: 'alfa', content: { sections: 'nope' } })?.sections).toEqual([])
  })
})
