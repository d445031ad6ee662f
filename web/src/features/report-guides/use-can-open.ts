import { useCallback } from 'react'
import { canOpen } from '../../app/guard'
import { findRoute } from '../../app/match-route'
import { routes } from '../../app/routes'
import { canDo, useAppAbility } from '../../lib/ability'

/** Whether the signed-in role may open a path: links to screens it cannot open are not offered (demo has no templates). */
export function useCanOpen(): (path: string) => boolean {
  const ability = useAppAbility()
  return useCallback(
    (path: string) => {
      const match = findRoute(routes, path)
      return Boolean(match && canOpen(match.route, (p) => canDo(ability, p)))
    },
    [ability],
  )
}
