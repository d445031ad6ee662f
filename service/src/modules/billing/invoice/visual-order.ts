import bidiModule, { type Bidi } from 'bidi-js'

// The package is UMD: under Node its default import is the factory itself (its typings describe the ES build).
const bidi = (bidiModule as unknown as () => Bidi)()
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
/** Direction marks that only steer the algorithm: the font has no glyph for them. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A line of text in the order a PDF draws it, left to right. pdfkit lays text out word by word and fontkit shapes
 * each Arabic word (joining forms, right to left inside the word) but neither reorders a mixed line: the Unicode
 * bidirectional algorithm (bidi-js) gives each character its level, runs of one level are reordered (rule L2), and
 * inside a right-to-left run the words are reversed and mirrored characters swapped.
 */
export function visualOrder(text: string, direction: 'ltr' | 'rtl'): string {
  if (!STRONG_RTL.test(text) && direction === 'ltr') return text.replace(CONTROLS, '')
  const { levels } = bidi.getEmbeddingLevels(text, direction)
  const runs: { level: number; text: string }[] = []
  for (let i = 0; i < text.length; i++) {
    const level = levels[i]!
    const last = runs.at(-1)
    if (last && last.level === level) last.text += text[i]
    else runs.push({ level, text: text[i]! })
  }
  const highest = Math.max(...runs.map((r) => r.level))
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)))
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++
        continue
      }
      let j = i
      while (j < runs.length && runs[j]!.level >= level) j++
      runs.splice(i, j - i, ...runs.slice(i, j).reverse())
      i = j
    }
  }
  return runs
    .map((r) =>
      r.level % 2
        ? [...r.text]
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join('')
            .split(/(\s+)/)
            .reverse()
            .join('')
        : r.text,
    )
    .join('')
    .replace(CONTROLS, '')
}
