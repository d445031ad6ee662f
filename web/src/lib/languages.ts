/** The four languages (Russian, English, French, Arabic); English is the fallback. Arabic is written right to left. */
export type Language = 'en' | 'ru' | 'fr' | 'ar'
export type Direction = 'ltr' | 'rtl'

export const LANGUAGES: readonly Language[] = ['en', 'ru', 'fr', 'ar']
export const FALLBACK_LANGUAGE: Language = 'en'

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr')

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * The language on a first visit: the saved choice, else the first browser language among the four (by its
 * primary subtag, so fr-CA is French), else English. public/pre-paint.js applies the same rule.
 */
export function detectLanguage(saved: unknown, browser: readonly string[]): Language {
  if (isLanguage(saved)) return saved
  for (const tag of browser) {
    const primary = tag.slice(0, 2).toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return FALLBACK_LANGUAGE
}
