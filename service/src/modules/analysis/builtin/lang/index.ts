import type { Lang } from './detect.js'
import { EN } from './en.js'
import { FR } from './fr.js'
import { RU } from './ru.js'
import type { Rules } from './rules.js'

export { detectLang, LANGS, type Lang } from './detect.js'
export type { Rules } from './rules.js'

/** The rules a transcript is read with; Arabic and other languages get none (no task or decision is invented). */
export function rulesFor(lang: Lang): Rules | null {
  return lang === 'en' ? EN : lang === 'ru' ? RU : lang === 'fr' ? FR : null
}

/** Lower case, "ё" as "е", straight apostrophes: the same length as the text, so offsets carry over. */
export function fold(text: string): string {
  const lower = text.toLowerCase().replace(/ё/g, 'е').replace(/[’ʼ]/g, "'")
  return lower.length === text.length ? lower : text.replace(/[’ʼ]/g, "'")
}
