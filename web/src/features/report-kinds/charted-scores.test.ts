import { describe, expect, it } from 'vitest'
import { chartedScores } from './charted-scores'

describe('chartedScores', () => {
  it('draws nothing for a criterion not assessed, and keeps assessed ones (even a low score)', () => {
    const bars = chartedScores([
      { title: 'Technical depth', score: 88, assessed: true },
      { title: 'Communication', score: 0, assessed: false },
      { title: 'Collaboration', score: 28, assessed: true },
      { title: 'Older report', score: 45 },
    ])
    expect(bars).toEqual([
      { label: 'Technical depth', score: 88 },
      { label: 'Collaboration', score: 28 },
      { label: 'Older report', score: 45 },
    ])
  })
})
