import { describe, expect, it } from 'vitest'
import { i18n } from './i18n'
import { loadEnglishAll, loadEnglishRest } from './english-rest'
import { englishCore } from '../locales/english-core'
import { en } from '../locales/resources'

describe('English namespaces outside the entry', () => {
  it('start with the core three only, and once loaded every namespace of the typing source is there', async () => {
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'meetings')).toBe(false)
    await loadEnglishRest()
    expect(i18n.hasResourceBundle('en', 'meetings')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'sandboxKanban')).toBe(false) // the extra chunk's (app/english-split.test.ts)
    await loadEnglishAll()
    for (const namespace of Object.keys(en)) expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true)
    expect(Object.keys(englishCore).sort()).toEqual(['auth', 'common', 'routes'])
    expect(i18n.t('title', { ns: 'meetings' })).toBe(en.meetings.title)
  })
})
