import { describe, expect, it } from 'vitest'
import { heatMapOf } from './heat-map-model'

describe('heat map model', () => {
  it('counts each pair on a sorted grid', () => {
    const map = heatMapOf([
      { row: 'b', column: '2025-02' },
      { row: 'a', column: '2025-01' },
      { row: 'b', column: '2025-02' },
    ])
    expect(map).toEqual({
      rows: ['a', 'b'],
      columns: ['2025-01', '2025-02'],
      counts: [
        [1, 0],
        [0, 2],
      ],
      max: 2,
    })
  })
  it('has a maximum of at least one when empty', () => expect(heatMapOf([]).max).toBe(1))
})
