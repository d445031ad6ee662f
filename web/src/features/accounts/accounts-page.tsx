import {
  Body1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarActions,
  Button,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TablePagination } from '../../components/table-pagination'
import type { Account, AccountQuery, AccountSortKey, Role } from './api'
import { AccountsTable } from './components/accounts-table'
import { AccountsToolbar } from './components/accounts-toolbar'
import { DeleteAccountDialog } from './components/delete-account-dialog'
import { EditAccountDialog } from './components/edit-account-dialog'
import { InviteDialog, type Organization } from './components/invite-dialog'
import { INITIAL_QUERY, useAccountList } from './use-account-list'
import { useAccountPermissions } from './use-account-permissions'
import { RefreshingBar } from '../../components/refreshing-bar'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  // Fluent's text components are inline by default.
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  scroll: { overflowX: 'auto', minHeight: '120px', position: 'relative' },
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: '48px 0',
    color: tokens.colorNeutralForeground2,
  },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
})

/** /access/accounts: the organization admin's (and the superadmin's) account management. */
export function AccountsPage() {
  const { t } = useTranslation('accounts')
  const styles = useStyles()
  const [query, setQuery] = useState<AccountQuery>(INITIAL_QUERY)
  const list = useAccountList(query, t('loadError'))
  const perms = useAccountPermissions()
  const [dialog, setDialog] = useState<{ kind: 'invite' } | { kind: 'edit' | 'delete'; account: Account } | null>(null)
  const [notice, setNotice] = useState<string>()

  // Organizations seen so far feed the superadmin's invite form; there is no organization list endpoint yet.
  const orgs = useRef(new Map<string, string>())
  useEffect(() => list.rows.forEach((a) => a.orgId && a.orgName && orgs.current.set(a.orgId, a.orgName)), [list.rows])
  const organizations: Organization[] = perms.acrossOrganizations
    ? [...orgs.current].map(([id, name]) => ({ id, name }))
    : []

  const patch = useCallback((change: Partial<AccountQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  const onSort = (key: AccountSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
    list.reload()
  }

  const firstLoad = list.loading && list.rows.length === 0 && !list.error
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {t('title')}
        </Title2>
        <Body1 as="p" className={styles.subtitle}>
          {t('subtitle')}
        </Body1>
      </div>
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
        <AccountsToolbar
          role={query.role}
          onSearch={onSearch}
          onRole={(role?: Role) => patch({ role })}
          onInvite={perms.inviteRoles.length ? () => setDialog({ kind: 'invite' }) : undefined}
        />
        {list.error && (
          <MessageBar intent="error">
            <MessageBarBody>{list.error}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={list.reload}>{t('retry', { ns: 'common' })}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <div className={styles.center}>
              <Spinner label={t('loading', { ns: 'common' })} />
            </div>
          ) : list.rows.length === 0 && !list.error ? (
            <div className={styles.center}>
              <Body1>{t('empty')}</Body1>
              <Body1>{t('emptyHint')}</Body1>
            </div>
          ) : (
            list.rows.length > 0 && (
              <AccountsTable
                rows={list.rows}
                query={query}
                showOrganization={perms.acrossOrganizations}
                selfId={perms.selfId}
                onSort={onSort}
                canEdit={perms.canEdit}
                canDelete={perms.canDelete}
                onEdit={(account) => setDialog({ kind: 'edit', account })}
                onDelete={(account) => setDialog({ kind: 'delete', account })}
              />
            )
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
      <InviteDialog
        open={dialog?.kind === 'invite'}
        roles={perms.inviteRoles}
        organizations={organizations}
        onClose={() => setDialog(null)}
        onInvited={(account) => done(t('inviteDialog.sent', { email: account.email }))}
      />
      {dialog?.kind === 'edit' && (
        <EditAccountDialog
          key={dialog.account.id}
          account={dialog.account}
          roles={perms.editRoles(dialog.account)}
          isSelf={dialog.account.id === perms.selfId}
          onClose={() => setDialog(null)}
          onSaved={(a) => done(t('editDialog.saved', { name: a.fullName }))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAccountDialog
          account={dialog.account}
          onClose={() => setDialog(null)}
          onDeleted={(a) => done(t('deleteDialog.deleted', { name: a.fullName }))}
        />
      )}
    </div>
  )
}
