import { describe, expect, it } from 'vitest'
import { paragraphsOf, sectionStatus } from './course-text'

describe('course details text', () => {
  it('turns the stored HTML into plain paragraphs, never markup', () => {
    expect(paragraphsOf('<p>One &amp; two</p><p><script>x()</script>Three</p><p> </p>')).toEqual(['One & two', 'x()Three'])
  })
  it('recounts a section status', () => {
    expect(sectionStatus([{ isCompleted: true }, { isCompleted: false }, { isCompleted: true }])).toBe('2/3')
  })
})
