import {
  AvatarGroup,
  AvatarGroupItem,
  Button,
  Caption1,
  Card,
  makeStyles,
  partitionAvatarGroupItems,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { grantedCount } from './permission-matrix'
import type { Role } from './roles-api'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

/** One role: its member count and first members' avatars, how much it grants, and the ways to edit or delete it. */
export function RoleCard({
  role,
  canManage,
  onEdit,
  onDelete,
}: {
  role: Role
  canManage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('sandboxRoles')
  const styles = useStyles()
  const extra = role.totalUsers - role.members.length
  const { inlineItems } = partitionAvatarGroupItems({ items: role.members, maxInlineItems: 4 })
  return (
    <Card className={styles.card} role="listitem" aria-label={role.name}>
      <div className={styles.head}>
        <Caption1 className={styles.muted}>{t('totalUsers', { count: role.totalUsers })}</Caption1>
        {role.members.length > 0 && (
          <AvatarGroup layout="stack" size={32} aria-label={t('members', { name: role.name })}>
            {inlineItems.map((m) => (
              <AvatarGroupItem key={m.id} name={m.fullName} color="colorful" />
            ))}
            {extra > 0 && (
              <AvatarGroupItem name={t('moreMembers', { count: extra })} initials={`+${extra}`} color="neutral" />
            )}
          </AvatarGroup>
        )}
      </div>
      <Subtitle2 as="h2">{role.name}</Subtitle2>
      <div className={styles.foot}>
        <Caption1 className={styles.muted}>{t('granted', { count: grantedCount(role.permissions) })}</Caption1>
        {canManage && (
          <div className={styles.actions}>
            <Button
              size="small"
              appearance="subtle"
              icon={<EditRegular />}
              onClick={onEdit}
              aria-label={t('editRole', { name: role.name })}
            >
              {t('edit')}
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              onClick={onDelete}
              aria-label={t('deleteRole', { name: role.name })}
            />
          </div>
        )}
      </div>
    </Card>
  )
}
