import { describe, expect, it } from 'vitest'
import { detectLanguage, directionOf } from './languages'

describe('first-visit language', () => {
  it('keeps a saved choice', () => expect(detectLanguage('fr', ['ru-RU'])).toBe('fr'))
  it('follows the first supported browser language', () =>
    expect(detectLanguage(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr'))
  it('falls back to English', () => expect(detectLanguage(undefined, ['de', 'ja'])).toBe('en'))
  it('ignores an unknown saved value', () => expect(detectLanguage('xx', ['ar-EG'])).toBe('ar'))
  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ru')).toBe('ltr')
  })
})
