import { useCallback } from 'react'
import { canOpen } from '../../lib/routing/guard'
import { findRoute } from '../../lib/routing/match-route'
import { useRouteTable } from '../../lib/routing/route-table'
import { canDo, useAppAbility } from '../../lib/ability'

/** Whether the signed-in role may open a path: links to screens it cannot open are not offered (demo has no templates). */
export function useCanOpen(): (path: string) => boolean {
  const ability = useAppAbility()
  const routes = useRouteTable()
  return useCallback(
    (path: string) => {
      const match = findRoute(routes, path)
      return Boolean(match && canOpen(match.route, (p) => canDo(ability, p)))
    },
    [ability, routes],
  )
}
