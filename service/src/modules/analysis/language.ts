import type { Segment } from './types.js'

/** Russian when most letters are Cyrillic: the engines' lexicons and the report language follow it. */
export function detectLanguage(segments: Segment[]): 'en' | 'ru' {
  const sample = segments
    .slice(0, 200)
    .map((s) => s.text)
    .join(' ')
  const cyrillic = sample.match(/[\u0400-\u04FF]/g)?.length ?? 0
  const latin = sample.match(/[A-Za-z]/g)?.length ?? 0
  return cyrillic > latin ? 'ru' : 'en'
}
