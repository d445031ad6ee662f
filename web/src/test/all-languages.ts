import { createInstance } from 'i18next'

// Every language's namespace files, bundled for tests (the app loads ru, fr and ar lazily).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' })

export const LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const
export type TestLanguage = (typeof LANGUAGES)[number]

/** An i18next instance per language with every namespace loaded, as the app resolves strings (nesting included). */
export function translatorFor(language: TestLanguage): (key: string, options?: { ns?: string }) => string {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const [file, content] of Object.entries(files)) {
    const [, lng, ns] = /\/locales\/([a-z]+)\/([A-Za-z0-9]+)\.json$/.exec(file) ?? []
    if (!lng || !ns) continue
    ;(resources[lng] ??= {})[ns] = content
  }
  const instance = createInstance()
  void instance.init({
    resources,
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  // Keys come from the route table and the locale files at run time: the untyped signature of t.
  const t = instance.t as unknown as (key: string, options: object) => string
  return (key, options) => t(key, options ?? {})
}
