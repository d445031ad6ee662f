import {
  makeStyles,
  mergeClasses,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components'
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../../components/brand-mark'
import { groupIcons, iconFor } from './nav-icons'
import { useMenu } from './use-menu'

const useStyles = makeStyles({
  drawer: { borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, height: '100%' },
  header: { paddingBlock: tokens.spacingVerticalL },
})

interface SideNavProps {
  /** Inline beside the content on wide screens; an overlay drawer below the large breakpoint. */
  inline: boolean
  open: boolean
  onClose: () => void
  className?: string
}

/** The vertical navigation: the permitted menu, grouped, with the brand on top. */
export function SideNav({ inline, open, onClose, className }: SideNavProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const { menu, selected, label, navigate } = useMenu()
  // The category holding the current screen starts open.
  const [openCategories] = useState(() =>
    menu.filter((g) => g.collapsible && g.items.some((r) => r.path === selected)).map((g) => g.id),
  )

  const go = (event: MouseEvent, path: string) => {
    event.preventDefault() // keep the single page: NavItem renders a real link for middle-click and a11y
    navigate(path)
    if (!inline) onClose()
  }

  return (
    <NavDrawer
      className={mergeClasses(styles.drawer, className)}
      type={inline ? 'inline' : 'overlay'}
      open={inline || open}
      onOpenChange={(_, data) => !data.open && onClose()}
      selectedValue={selected}
      defaultOpenCategories={openCategories}
      multiple
      aria-label={t('mainNavigation')}
      data-testid={inline ? 'side-nav-inline' : 'side-nav-overlay'}
    >
      <NavDrawerHeader className={styles.header}>
        <BrandMark size={28} withName />
      </NavDrawerHeader>
      <NavDrawerBody>
        {menu.map((group) => {
          const GroupIcon = groupIcons[group.id]
          return group.collapsible ? (
            <NavCategory key={group.id} value={group.id}>
              <NavCategoryItem icon={<GroupIcon />}>{t(`navGroups.${group.id}`)}</NavCategoryItem>
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
              {group.items.map((route) => {
                const Icon = iconFor(route)
                return (
                  <NavItem
                    key={route.path}
                    value={route.path}
                    href={route.path}
                    icon={<Icon />}
                    onClick={(e) => go(e, route.path)}
                  >
                    {label(route)}
                  </NavItem>
                )
              })}
            </div>
          )
        })}
      </NavDrawerBody>
    </NavDrawer>
  )
}
