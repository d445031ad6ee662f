/**
 * Avatar initials in the order the name is written: Fluent's own reverses them when the page is right-to-left,
 * which turns "Rachel Kim" into "KR" in Arabic. First letters of the first and last words; one word gives one.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]!.match(/\p{L}/u)?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}
