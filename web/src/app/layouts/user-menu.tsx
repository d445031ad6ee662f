import {
  Avatar,
  Badge,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components'
import {
  ChatHelpRegular,
  PersonRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
} from '@fluentui/react-icons'
import { useAtomValue, useSetAtom } from 'jotai'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '../../config/paths'
import { logout } from '../../features/auth'
import { clearSessionAtom, userDataAtom } from '../../lib/session-atoms'
import { initialsOf } from '../../lib/initials'

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  // Fluent's icon slot sits flush against the label; the avatar needs air.
  trigger: { columnGap: tokens.spacingHorizontalS },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
})

/** The signed-in account and sign-out. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const user = useAtomValue(userDataAtom)
  const clear = useSetAtom(clearSessionAtom)
  const [, navigate] = useLocation()
  if (!user) return null

  const signOut = async () => {
    await logout().catch(() => undefined) // the local session ends even when the service is unreachable
    // The location is a sync-priority update (useSyncExternalStore) and the session atoms are not: without
    // flushSync the router saw /login with the old session but the new (empty) rules and went to not-authorized.
    flushSync(() => clear())
    navigate(paths.auth.login.getHref(), { replace: true })
  }

  const avatar = (
    <Avatar
      name={user.fullName}
      initials={initialsOf(user.fullName)}
      image={user.avatar ? { src: user.avatar } : undefined}
      size={32}
      color="colorful"
    />
  )
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button className={styles.trigger} appearance="subtle" icon={avatar} aria-label={t('userMenu')}>
          {compact ? null : user.fullName}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.header}>
          <Text weight="semibold">{user.fullName}</Text>
          <Caption1>{user.email}</Caption1>
          <div className={styles.meta}>
            <Badge appearance="tint" size="small">
              {t(`roles.${user.role}`)}
            </Badge>
            {user.orgName && <Caption1>{user.orgName}</Caption1>}
          </div>
        </div>
        <MenuDivider />
        <MenuList>
          <MenuItem
            icon={<PersonRegular />}
            onClick={() => navigate(paths.userProfile.tab.getHref({ tab: 'profile' }))}
          >
            {t('userProfile', { ns: 'routes' })}
          </MenuItem>
          <MenuItem
            icon={<SettingsRegular />}
            onClick={() => navigate(paths.accountSettings.tab.getHref({ tab: 'account' }))}
          >
            {t('accountSettings', { ns: 'routes' })}
          </MenuItem>
          <MenuItem icon={<ChatHelpRegular />} onClick={() => navigate(paths.main.support.getHref())}>
            {t('mainSupport', { ns: 'routes' })}
          </MenuItem>
          <MenuItem icon={<ShieldKeyholeRegular />} onClick={() => navigate(paths.access.home.getHref())}>
            {t('access', { ns: 'routes' })}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
