/** The service's rules for a meeting's tags (service/src/modules/meetings/meeting-tags.ts), checked before sending. */
export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 40

export type TagProblem = 'empty' | 'tooLong' | 'duplicate' | 'tooMany'

/** The tags with `text` added (trimmed, inner spaces folded), or why it cannot be. */
export function addTag(tags: readonly string[], text: string): { tags: string[] } | { problem: TagProblem } {
  const tag = text.trim().replace(/\s+/g, ' ')
  if (!tag) return { problem: 'empty' }
  if ([...tag].length > MAX_TAG_LENGTH) return { problem: 'tooLong' }
  const key = tag.toLocaleLowerCase('en')
  if (tags.some((t) => t.toLocaleLowerCase('en') === key)) return { problem: 'duplicate' }
  if (tags.length >= MAX_TAGS) return { problem: 'tooMany' }
  return { tags: [...tags, tag] }
}
