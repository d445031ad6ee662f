import { describe, expect, it } from 'vitest'
import { sectionStatus } from './course-text'

describe('course details text', () => {
  it('recounts a section status', () => {
    expect(sectionStatus([{ isCompleted: true }, { isCompleted: false }, { isCompleted: true }])).toBe('2/3')
  })
})
