import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
} from '@fluentui/react-components'
import { ChevronDownRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { groupIcons, iconFor } from './nav-icons'
import { useMenu } from './use-menu'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  active: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  list: { maxHeight: '60vh', overflowY: 'auto' },
})

/** The horizontal navigation: one menu per group, opened 4 px below its button. */
export function HorizontalNav({ className }: { className?: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const { menu, selected, label, navigate } = useMenu()
  return (
    <nav className={mergeClasses(styles.bar, className)} aria-label={t('mainNavigation')} data-testid="horizontal-nav">
      {menu.map((group) => {
        const GroupIcon = groupIcons[group.id]
        const holdsSelected = group.items.some((route) => route.path === selected)
        return (
          <Menu key={group.id} positioning={{ position: 'below', align: 'start', offset: 4 }}>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={<GroupIcon />}
                className={holdsSelected ? styles.active : undefined}
                iconPosition="before"
              >
                {t(`navGroups.${group.id}`)} <ChevronDownRegular />
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList className={styles.list}>
                {group.items.map((route) => {
                  const Icon = iconFor(route)
                  return (
                    <MenuItem
                      key={route.path}
                      icon={<Icon />}
                      onClick={() => navigate(route.path)}
                      className={route.path === selected ? styles.active : undefined}
                    >
                      {label(route)}
                    </MenuItem>
                  )
                })}
              </MenuList>
            </MenuPopover>
          </Menu>
        )
      })}
    </nav>
  )
}
