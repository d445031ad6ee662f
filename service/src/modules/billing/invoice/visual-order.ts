import bidiModule, { type Bidi } from 'bidi-js'

// The package is UMD: under Node its default import is the factory itself (its typings describe the ES build).
const bidi = (bidiModule as unknown as () => Bidi)()
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const FIRST_STRONG = /[\p{L}]/u
/** Direction marks that only steer the algorithm: the font has no glyph for them. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A line's own direction, as `dir="auto"` reads it: its first letter's, else the document's. */
export function lineDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const first = FIRST_STRONG.exec(text)?.[0]
  return first ? (STRONG_RTL.test(first) ? 'rtl' : 'ltr') : fallback
}

/**
 * A line of text as the runs a PDF draws left to right. pdfkit lays out each chunk it is given with fontkit, which
 * shapes Arabic (joining forms) and orders a chunk right to left when its script is Arabic; neither reorders a mixed
 * line. So the Unicode bidirectional algorithm (bidi-js) resolves each character's level in the line's own
 * direction, runs of one level are reordered (rule L2), and each run is drawn on its own: a right-to-left run whole
 * (its spaces no-break, so pdfkit keeps it one chunk and fontkit orders its words), its mirrored characters swapped.
 */
export function visualRuns(text: string, fallback: 'ltr' | 'rtl'): { text: string; rtl: boolean }[] {
  const plain = text.replace(CONTROLS, '')
  if (!STRONG_RTL.test(plain)) return [{ text: plain, rtl: false }]
  const { levels } = bidi.getEmbeddingLevels(plain, lineDirection(plain, fallback))
  const runs: { level: number; text: string }[] = []
  for (let i = 0; i < plain.length; i++) {
    const level = levels[i]!
    const last = runs.at(-1)
    if (last && last.level === level) last.text += plain[i]
    else runs.push({ level, text: plain[i]! })
  }
  const highest = Math.max(...runs.map((r) => r.level))
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)))
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
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
  return runs.map((r) =>
    r.level % 2
      ? {
          text: [...r.text].map((c) => (c === ' ' ? '\u00a0' : (bidi.getMirroredCharacter(c) ?? c))).join(''),
          rtl: true,
        }
      : { text: r.text, rtl: false },
  )
}
