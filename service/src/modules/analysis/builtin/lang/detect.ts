import { createRequire } from 'node:module'

// tinyld builds its n-gram tables when loaded (about a second of CPU): loaded at the first Latin transcript, not by
// every process that imports the analysis module (each test process and every start did).
let tinyld: typeof import('tinyld') | undefined
const loadTinyld = () => (tinyld ??= createRequire(import.meta.url)('tinyld') as typeof import('tinyld'))

/** The languages whose rules the builtin engine carries; anything else is read with no language rules. */
export type Lang = 'en' | 'ru' | 'fr' | 'ar'
export const LANGS: readonly Lang[] = ['en', 'ru', 'fr', 'ar']

const SAMPLE_CHARS = 6000

/**
 * The transcript's language: the script decides Cyrillic and Arabic outright; Latin text goes to tinyld (a small
 * n-gram detector), which tells French from English. Only a sample from the start is read, so a three-hour
 * transcript costs the same as a short one.
 */
export function detectLang(texts: Iterable<string>): Lang {
  let sample = ''
  for (const t of texts) {
    sample += `${t}\n`
    if (sample.length > SAMPLE_CHARS) break
  }
  let cyr = 0
  let arabic = 0
  let latin = 0
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i)
    if (c >= 0x400 && c <= 0x4ff) cyr++
    else if (c >= 0x600 && c <= 0x6ff) arabic++
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x17f)) latin++
  }
  if (cyr > latin && cyr >= arabic) return 'ru'
  if (arabic > latin) return 'ar'
  return loadTinyld().detect(sample, { only: ['en', 'fr'] }) === 'fr' ? 'fr' : 'en'
}
