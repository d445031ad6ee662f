import type { ApiSchemas } from '../../lib/api-client'

export type SearchGroup = ApiSchemas['SearchGroup']
export type SearchChild = SearchGroup['children'][number]

/**
 * What is sent: the text trimmed (surrounding spaces never change a substring match's meaning), or nothing at
 * all when only spaces remain, since an empty query would list every screen.
 */
export function searchQuery(text: string): string | null {
  const trimmed = text.trim()
  return trimmed ? trimmed : null
}

/** The results in reading order, for the keyboard: one index runs across the groups. */
export const flatten = (groups: readonly SearchGroup[]): SearchChild[] => groups.flatMap((group) => group.children)

/** Arrow keys move the active result and wrap around at both ends. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count
  return active <= 0 ? count - 1 : active - 1
}
