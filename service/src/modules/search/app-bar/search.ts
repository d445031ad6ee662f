import { CATEGORIES, type Permission, type Screen } from './screen-types.js'

export interface SearchChild {
  title: string
  path: string
  icon: string
}
export interface SearchGroup {
  title: string
  category: string
  children: SearchChild[]
}

export const MAX_CHILDREN = 5
const TRIM_WHEN_OVER = 3

/**
 * The app-bar search's trimming rule, exactly as the reference handler does it: each group keeps at most 5
 * matches; then, when more than one group matched, every group with more than 3 children loses its first 3.
 */
export function trimGroups(groups: SearchGroup[]): SearchGroup[] {
  const capped = groups.map((g) => ({ ...g, children: g.children.slice(0, MAX_CHILDREN) }))
  if (capped.length <= 1) return capped
  return capped.map((g) =>
    g.children.length > TRIM_WHEN_OVER ? { ...g, children: g.children.slice(TRIM_WHEN_OVER) } : g,
  )
}

/** Whether the caller may open a screen: one of its markers, and its data permission, must pass. */
export function mayOpen(screen: Screen, can: (permission: Permission) => boolean): boolean {
  const marked = screen.access === 'signed-in' || screen.access.some(can)
  return marked && (!screen.dataPermission || can(screen.dataPermission))
}

/** Screens whose title contains `q` (case-insensitive), grouped by category in catalogue order, then trimmed. */
export function searchScreens(
  screens: readonly Screen[],
  q: string,
  can: (permission: Permission) => boolean,
): SearchGroup[] {
  const needle = q.trim().toLowerCase()
  const groups = new Map<string, SearchGroup>()
  for (const screen of screens) {
    if (!screen.title.toLowerCase().includes(needle) || !mayOpen(screen, can)) continue
    let group = groups.get(screen.category)
    if (!group)
      groups.set(
        screen.category,
        (group = { title: CATEGORIES[screen.category], category: screen.category, children: [] }),
      )
    group.children.push({ title: screen.title, path: screen.path, icon: screen.icon })
  }
  return trimGroups([...groups.values()])
}
