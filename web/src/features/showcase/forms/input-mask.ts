/**
 * A fixed-pattern input mask: `9` takes a digit, `A` a letter, `*` either; any other pattern character is a literal
 * that is inserted as the user types. Typed literals and characters that do not fit are dropped, so pasting
 * "+1 555 123 4567" into "+9 (999) 999-9999" gives the same result as typing the digits.
 */
export function applyMask(pattern: string, input: string): string {
  const chars = [...input].filter((c) => /[\p{L}\p{N}]/u.test(c))
  let out = ''
  let pending = ''
  for (const p of pattern) {
    if (!chars.length) break
    if (p === '9' || p === 'A' || p === '*') {
      const fits = (c: string) => (p === '9' ? /\p{N}/u.test(c) : p === 'A' ? /\p{L}/u.test(c) : true)
      while (chars.length && !fits(chars[0])) chars.shift()
      if (!chars.length) break
      out += pending + chars.shift()
      pending = ''
    } else {
      // A literal goes in only once a character follows it, so deleting back over "(555) " does not get stuck.
      pending += p
      if (out === '' && input.startsWith(pending)) {
        out = pending
        pending = ''
      }
    }
  }
  return out
}

/** The characters the user typed into a masked value, without the literals. */
export const unmask = (pattern: string, value: string): string => {
  const literals = new Set([...pattern].filter((c) => c !== '9' && c !== 'A' && c !== '*'))
  return [...value].filter((c) => !literals.has(c)).join('')
}

/** A masked value is complete when every slot of the pattern is filled. */
export const isComplete = (pattern: string, value: string) => applyMask(pattern, value).length === pattern.length

export const MASKS = {
  phone: '+9 (999) 999-9999',
  date: '99/99/9999',
  time: '99:99',
  postcode: 'A9A 9A9',
  iban: 'AA99 9999 9999 9999 9999 99',
} as const
