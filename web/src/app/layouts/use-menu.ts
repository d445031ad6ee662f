import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { canDo, useAppAbility } from '../../lib/ability'
import { findRoute } from '../../lib/routing/match-route'
import type { AppRoute } from '../../lib/routing/route-types'
import { routes } from '../routes'
import { buildMenu } from './nav-items'

/** The permitted menu, the selected route and the item label: what the vertical and horizontal menus share. */
export function useMenu() {
  const { t } = useTranslation()
  const ability = useAppAbility()
  const [location, navigate] = useLocation()
  // Recomputed when the rules change: useAppAbility re-renders on ability.update().
  // eslint-disable-next-line react-hooks/exhaustive-deps -- ability.rules is a new array after ability.update()
  const menu = useMemo(() => buildMenu(routes, (p) => canDo(ability, p)), [ability, ability.rules])
  const selected = findRoute(routes, location)?.route.path
  const label = (route: AppRoute) => t(route.titleKey, { ns: 'routes' })
  return { menu, selected, label, navigate }
}
