import { normalise, type Token } from './text.js'

/**
 * Multi-word lexicon matching over token norms. Phrases are compiled once into token arrays indexed by
 * their first word, so a sentence costs O(tokens × candidates) instead of one regex per lexicon entry.
 * A trailing `*` on a word makes it a prefix (Russian endings: "соглас*" matches "согласен", "согласны").
 */
export interface Match<T extends string> {
  tag: T
  from: number
  to: number
}
interface Entry<T> {
  tag: T
  words: string[]
  prefix: boolean[]
}

export interface PhraseMatcher<T extends string> {
  match(tokens: Token[]): Match<T>[]
}

export function createMatcher<T extends string>(lexicon: Record<T, readonly string[]>): PhraseMatcher<T> {
  const exact = new Map<string, Entry<T>[]>()
  const prefixed: Entry<T>[] = []
  for (const tag of Object.keys(lexicon) as T[]) {
    for (const phrase of lexicon[tag]) {
      const parts = normalise(phrase).split(/\s+/).filter(Boolean)
      const entry: Entry<T> = {
        tag,
        words: parts.map((p) => p.replace(/\*$/, '')),
        prefix: parts.map((p) => p.endsWith('*')),
      }
      if (entry.prefix[0]) prefixed.push(entry)
      else {
        const list = exact.get(entry.words[0]) ?? []
        list.push(entry)
        exact.set(entry.words[0], list)
      }
    }
  }
  const fits = (e: Entry<T>, tokens: Token[], i: number): boolean => {
    if (i + e.words.length > tokens.length) return false
    for (let k = 0; k < e.words.length; k++) {
      const t = tokens[i + k].norm
      if (e.prefix[k] ? !t.startsWith(e.words[k]) : t !== e.words[k]) return false
    }
    return true
  }
  return {
    match(tokens) {
      const out: Match<T>[] = []
      for (let i = 0; i < tokens.length; i++) {
        const list = exact.get(tokens[i].norm)
        if (list)
          for (const e of list) if (fits(e, tokens, i)) out.push({ tag: e.tag, from: i, to: i + e.words.length })
        for (const e of prefixed) if (fits(e, tokens, i)) out.push({ tag: e.tag, from: i, to: i + e.words.length })
      }
      return out
    },
  }
}
