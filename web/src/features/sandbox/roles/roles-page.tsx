import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  Body1,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { RoleCard } from './role-card'
import { RoleDialog } from './role-dialog'
import { RoleUsers } from './role-users'
import { deleteRole, listRoles, type Role } from './roles-api'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  add: {
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    justifyContent: 'center',
    alignItems: 'flex-start',
  },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** /apps/roles: role cards with their members, add and edit in a dialog with the permission matrix, and the users below. */
export function RolesPage() {
  const { t } = useTranslation('sandboxRoles')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const roles = useLoad(listRoles, [], t('loadError'))
  const [editing, setEditing] = useState<Role | 'new'>()
  const [notice, setNotice] = useState<string>()
  const [deleting, setDeleting] = useState<Role>()
  // A held role is refused by the service (409); the dialog names how many hold it, in the reader's language.
  const confirmDelete = async (role: Role) => {
    const { response } = await deleteRole(role.id)
    if (response.status === 409) return t('deleteHeld', { count: role.totalUsers })
    if (!response.ok) return t('errors.unexpected', { ns: 'common' })
    setDeleting(undefined)
    setNotice(t('deleted', { name: role.name }))
    roles.reload()
    return undefined
  }
  const rows = roles.data?.roles ?? []

  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('close', { ns: 'common' })}
                onClick={() => setNotice(undefined)}
              />
            }
          />
        </MessageBar>
      )}
      {roles.error ? (
        <ErrorState message={roles.error} onRetry={roles.reload} />
      ) : !roles.data ? (
        <LoadingState />
      ) : (
        <div className={styles.grid} role="list" aria-label={t('cards')}>
          {rows.map((r) => (
            <RoleCard
              key={r.id}
              role={r}
              canManage={canManage}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
            />
          ))}
          {canManage && (
            <Card className={styles.add} role="listitem" aria-label={t('addTitle')}>
              <Subtitle2 as="h2">{t('addTitle')}</Subtitle2>
              <Body1 className={styles.muted}>{t('addHint')}</Body1>
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
                {t('add')}
              </Button>
            </Card>
          )}
          {rows.length === 0 && !canManage && <EmptyState title={t('empty')} />}
        </div>
      )}
      <RoleUsers />
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle', { name: deleting.name })}
          body={t('deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
      {editing && (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setNotice(t(editing === 'new' ? 'added' : 'saved', { name: saved.name }))
            setEditing(undefined)
            roles.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
