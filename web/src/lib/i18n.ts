import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultNS, englishCore } from '../locales/english-core'
import { STORAGE_PREFIX } from './storage-prefix'
import { detectLanguage, directionOf, FALLBACK_LANGUAGE, type Language } from './languages'

// ru, fr and ar: one lazily loaded chunk per namespace file, so a new feature's <lng>/<ns>.json needs no wiring.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/en/*.json'])

/**
 * Loads a language's namespaces into i18next (English is bundled). A namespace whose chunk fails to load (a dropped
 * connection) is left to the English fallback rather than holding the whole switch back: the language still changes.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === FALLBACK_LANGUAGE) return
  const files = Object.entries(bundles).filter(([file]) => file.startsWith(`../locales/${language}/`))
  await Promise.allSettled(
    files.map(async ([file, load]) => {
      const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length)
      i18next.addResourceBundle(language, namespace, (await load()).default, true, true)
    }),
  )
}

const readSaved = (name: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${name}`) ?? 'null')
  } catch {
    return null
  }
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))

/** The start-up language, by the rule public/pre-paint.js also follows. */
export const initialLanguage: Language =
  typeof localStorage === 'undefined' ? FALLBACK_LANGUAGE : detectLanguage(readSaved('language'), browserLanguages())

// A first visit in Arabic: the direction setting (read when its atom is created) must start right to left too.
if (typeof localStorage !== 'undefined' && readSaved('direction') === null && directionOf(initialLanguage) === 'rtl') {
  localStorage.setItem(`${STORAGE_PREFIX}direction`, JSON.stringify('rtl'))
}

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE around a value, only when the UI is right-to-left. */
export function isolateInRtl(value: string): string {
  return value && directionOf((i18next.resolvedLanguage ?? i18next.language) as Language) === 'rtl'
    ? `\u2068${value}\u2069`
    : value
}

/**
 * `returnNull: false` keeps t() typed as string. English starts with the entry's namespaces only; the rest arrive
 * before any screen that uses them renders (lib/english-rest.ts, app/lazy-screen.ts).
 */
void i18next.use(initReactI18next).init({
  // A copy: i18next adds the namespaces loaded later to the object it is given.
  resources: { en: { ...englishCore } },
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
  ns: Object.keys(englishCore),
  defaultNS,
  // React escapes HTML. In a right-to-left language every interpolated value (a name, a title, a number, an English
  // phrase) is a first-strong isolate, so its full stops, quotes and digits stay with it instead of jumping.
  interpolation: { escapeValue: true, escape: isolateInRtl },
  returnNull: false,
})

export { i18next as i18n }
