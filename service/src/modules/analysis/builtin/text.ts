/** Tokens and sentences with offsets into the segment text, so every quote can be cut verbatim. */
export interface Token {
  norm: string
  start: number
  end: number
}
export interface Sentence {
  /** Index of the segment in the transcript. */
  seg: number
  start: number
  end: number
  text: string
  tokens: Token[]
  question: boolean
}

// Letters/digits with an optional apostrophe suffix ("I'll", "don't"); no nesting, so matching is linear.
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

export function normalise(word: string): string {
  return word.toLowerCase().replace(/’/g, "'").replace(/ё/g, 'е')
}

export function tokenise(text: string, offset = 0): Token[] {
  const tokens: Token[] = []
  WORD.lastIndex = 0
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    tokens.push({ norm: normalise(m[0]), start: offset + m.index, end: offset + m.index + m[0].length })
  }
  return tokens
}

const isEnd = (c: string) => c === '.' || c === '!' || c === '?' || c === '…' || c === '؟'

/** Splits at runs of . ! ? … followed by whitespace or the end, so "3.5" and "e.g.x" stay whole. */
export function splitSentences(text: string, seg: number): Sentence[] {
  const out: Sentence[] = []
  let start = 0
  const push = (end: number) => {
    let s = start
    while (s < end && text[s] === ' ') s++
    if (s >= end) return
    const body = text.slice(s, end)
    const tokens = tokenise(body, s)
    if (tokens.length)
      out.push({ seg, start: s, end, text: body, tokens, question: body.includes('?') || body.includes('؟') })
  }
  for (let i = 0; i < text.length; i++) {
    if (!isEnd(text[i])) continue
    let j = i
    while (
      j + 1 < text.length &&
      (isEnd(text[j + 1]) || text[j + 1] === '"' || text[j + 1] === '»' || text[j + 1] === ')')
    )
      j++
    if (j + 1 === text.length || text[j + 1] === ' ') {
      push(j + 1)
      start = j + 1
    }
    i = j
  }
  push(text.length)
  return out
}

/** Cuts a quote of at most `max` characters around [from, to) of `text`, at word boundaries, verbatim. */
export function clipQuote(text: string, from = 0, to = text.length, max = 220): string {
  if (text.length <= max) return text.trim()
  let s = Math.max(0, Math.min(from, to - max))
  let e = Math.min(text.length, Math.max(to, s + max))
  if (e - s > max) e = s + max
  while (s > 0 && s < from && text[s - 1] !== ' ') s++
  while (e < text.length && e > to && text[e] !== ' ') e--
  return text.slice(s, e).trim()
}
