import { makeStyles, NavCategory, NavCategoryItem, NavDrawer, NavDrawerBody, NavItem, NavSectionHeader, NavSubItem, NavSubItemGroup, tokens } from '@fluentui/react-components'
import { useMemo, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { canDo, useAppAbility } from '../../lib/ability'
import { findRoute } from '../match-route'
import { routes } from '../routes'
import type { AppRoute } from '../route-types'
import { buildMenu } from './nav-items'

const useStyles = makeStyles({
  drawer: { borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, height: '100%' },
})

interface SideNavProps {
  inline: boolean
  open: boolean
  onClose: () => void
}

/** The routes this user may open, grouped; inline on wide screens, an overlay below the large breakpoint. */
export function SideNav({ inline, open, onClose }: SideNavProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const ability = useAppAbility()
  const [location, navigate] = useLocation()
  // Recomputed when the rules change: useAppAbility re-renders on ability.update().
  const menu = useMemo(() => buildMenu(routes, (p) => canDo(ability, p)), [ability, ability.rules])
  const selected = findRoute(routes, location)?.route.path
  // The category holding the current screen starts open.
  const [openCategories] = useState(() => menu.filter((g) => g.collapsible && g.items.some((r) => r.path === selected)).map((g) => g.id))

  const go = (event: MouseEvent, path: string) => {
    event.preventDefault() // keep the single page: NavItem renders a real link for middle-click and a11y
    navigate(path)
    if (!inline) onClose()
  }
  const label = (route: AppRoute) => t(route.titleKey, { ns: 'routes' })

  return (
    <NavDrawer
      className={styles.drawer}
      type={inline ? 'inline' : 'overlay'}
      open={inline || open}
      onOpenChange={(_, data) => !data.open && onClose()}
      selectedValue={selected}
      defaultOpenCategories={openCategories}
      multiple
      aria-label={t('mainNavigation')}
    >
      <NavDrawerBody>
        {menu.map((group) =>
          group.collapsible ? (
            <NavCategory key={group.id} value={group.id}>
              <NavCategoryItem>{t(`navGroups.${group.id}`)}</NavCategoryItem>
              <NavSubItemGroup>
                {group.items.map((route) => (
                  <NavSubItem key={route.path} value={route.path} href={route.path} onClick={(e) => go(e, route.path)}>
                    {label(route)}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ) : (
            <div key={group.id}>
              <NavSectionHeader>{t(`navGroups.${group.id}`)}</NavSectionHeader>
              {group.items.map((route) => (
                <NavItem key={route.path} value={route.path} href={route.path} onClick={(e) => go(e, route.path)}>
                  {label(route)}
                </NavItem>
              ))}
            </div>
          ),
        )}
      </NavDrawerBody>
    </NavDrawer>
  )
}
