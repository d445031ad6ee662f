import type { Permission } from '../../lib/ability'
import { canOpen, type Can } from '../../lib/routing/guard'
import { viewDemo } from '../route-groups/helpers'
import type { AppRoute, NavGroupId } from '../../lib/routing/route-types'

interface NavGroupDef {
  id: NavGroupId
  /** The group's own marker; without one the group shows whenever a child does. */
  access?: Permission[]
  /** Long groups fold into a category so the product screens stay in view. */
  collapsible?: boolean
}

export const navGroups: NavGroupDef[] = [
  { id: 'product' },
  { id: 'costs' },
  { id: 'administration' },
  { id: 'help' },
  { id: 'examples', collapsible: true },
  { id: 'sandbox', access: viewDemo, collapsible: true },
]

export interface NavGroup {
  id: NavGroupId
  collapsible: boolean
  items: AppRoute[]
}

/**
 * The side navigation from the route table: an item shows when its route opens for the
 * user; a group shows when any child does, and also needs its own marker when it declares one.
 */
export function buildMenu(routes: readonly AppRoute[], can: Can): NavGroup[] {
  return navGroups
    .filter((group) => !group.access || group.access.some(can))
    .map((group) => ({
      id: group.id,
      collapsible: Boolean(group.collapsible),
      items: routes.filter((route) => route.nav === group.id && canOpen(route, can)),
    }))
    .filter((group) => group.items.length > 0)
}
