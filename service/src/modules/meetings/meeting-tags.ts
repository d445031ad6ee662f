import { BadRequestError } from '../../lib/errors.js'

export const MAX_MEETING_TAGS = 10
export const MAX_TAG_LENGTH = 40

/**
 * A meeting's free tags as stored: each trimmed (inner runs of spaces folded to one), 1–40 characters, at most 10,
 * unique regardless of case ("Sales" and "sales" are one tag; a duplicate is refused rather than silently
 * dropped so the caller sees what was wrong). The order the caller gave is kept.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (!tag) throw new BadRequestError('A tag may not be empty')
    if ([...tag].length > MAX_TAG_LENGTH) throw new BadRequestError(`A tag has at most ${MAX_TAG_LENGTH} characters`)
    const key = tag.toLocaleLowerCase('en')
    if (seen.has(key)) throw new BadRequestError(`The tag "${tag}" is given twice`)
    seen.add(key)
    out.push(tag)
  }
  if (out.length > MAX_MEETING_TAGS) throw new BadRequestError(`A meeting has at most ${MAX_MEETING_TAGS} tags`)
  return out
}
