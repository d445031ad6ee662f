import { Button, Divider, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../../components/brand-mark'
import { groupIcons, iconFor } from './nav-icons'
import { useMenu } from './use-menu'

const useStyles = makeStyles({
  rail: {
    width: '64px',
    height: '100%',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { marginBottom: tokens.spacingVerticalM },
  divider: { flexGrow: 0, width: '32px' },
  selected: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
})

/**
 * The collapsed vertical navigation: one icon per item with its label as a tooltip. A folded category shows as
 * its group icon and expands the navigation, since its items have no icons of their own.
 */
export function NavRail({ onExpand, className }: { onExpand: () => void; className?: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const { menu, selected, label, navigate } = useMenu()
  return (
    <nav className={mergeClasses(styles.rail, className)} aria-label={t('mainNavigation')} data-testid="side-nav-rail">
      <div className={styles.brand}>
        <BrandMark size={28} />
      </div>
      {menu.map((group, index) => {
        const GroupIcon = groupIcons[group.id]
        return (
          <Fragment key={group.id}>
            {index > 0 && <Divider className={styles.divider} />}
            {group.collapsible ? (
              <Tooltip content={t(`navGroups.${group.id}`)} relationship="label" positioning="after">
                <Button appearance="subtle" size="large" icon={<GroupIcon />} onClick={onExpand} />
              </Tooltip>
            ) : (
              group.items.map((route) => {
                const Icon = iconFor(route)
                return (
                  <Tooltip key={route.path} content={label(route)} relationship="label" positioning="after">
                    <Button
                      appearance="subtle"
                      size="large"
                      icon={<Icon />}
                      className={route.path === selected ? styles.selected : undefined}
                      aria-current={route.path === selected ? 'page' : undefined}
                      onClick={() => navigate(route.path)}
                    />
                  </Tooltip>
                )
              })
            )}
          </Fragment>
        )
      })}
    </nav>
  )
}
