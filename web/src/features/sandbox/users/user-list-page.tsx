import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { useUrlQuery } from '../shared/use-url-query'
import { AddUserDrawer } from './add-user-drawer'
import { UserDataTable } from './user-data-table'
import { deleteUser, listUsers, USER_PLANS, USER_STATUSES, type SandboxUser, type UserQuery } from './users-api'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
})

const USER_DEFAULTS: UserQuery = { page: 1, itemsPerPage: 10 }
const USER_SPEC = {
  q: 'string',
  role: 'string',
  plan: 'string',
  status: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
// Filters kept in the address: a reload or a shared link opens the same list.
// Any role key (roles added on the roles screen too): an unknown one simply matches no user.
const USER_ALLOWED = {
  plan: USER_PLANS,
  status: USER_STATUSES,
  sortBy: ['user', 'email', 'role', 'plan', 'status'],
  orderBy: ['asc', 'desc'],
}

/** /apps/user/list: the sample users in the app's data table, filtered, searched, sorted and paged by the service. */
export function UserListPage() {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useUrlQuery<UserQuery>(USER_DEFAULTS, USER_SPEC, USER_ALLOWED)
  const list = useLoad((signal) => listUsers(query, signal), [JSON.stringify(query)], t('loadError'))
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<SandboxUser>()
  const [notice, setNotice] = useState<string>()

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
      <Card className={styles.card}>
        <UserDataTable
          query={query}
          setQuery={setQuery}
          list={list}
          onDelete={canManage ? setDeleting : undefined}
          onExportError={() => setNotice(t('exportFailed'))}
          actions={
            canManage && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
                {t('addUser')}
              </Button>
            )
          }
        />
      </Card>
      <AddUserDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(user) => {
          setNotice(t('added', { name: user.fullName }))
          list.reload()
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle', { name: deleting.fullName })}
          body={t('deleteBody', { email: deleting.email })}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteUser(deleting.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            setNotice(t('deleted', { name: deleting.fullName }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
