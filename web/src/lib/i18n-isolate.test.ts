import { describe, expect, it } from 'vitest'
import { i18n, loadLanguage } from './i18n'

describe('interpolated values in right-to-left languages', () => {
  it('are isolated in Arabic and left alone in English', async () => {
    await loadLanguage('ar')
    await i18n.changeLanguage('ar')
    expect(i18n.t('auth:twoStep.digit', { n: 'v2.', total: 6 })).toBe('الرقم \u2068v2.\u2069 من \u20686\u2069')
    await i18n.changeLanguage('en')
    expect(i18n.t('auth:twoStep.digit', { n: 'v2.', total: 6 })).toBe('Digit v2. of 6')
  })
})
