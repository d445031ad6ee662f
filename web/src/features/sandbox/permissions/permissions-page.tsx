import { Badge, Button, Card, makeStyles, MessageBar, MessageBarBody, ProgressBar, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens, Tooltip } from '@fluentui/react-components'
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../../components/list-filters'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { sortableHeader } from '../../../components/sortable-header'
import { TablePagination } from '../../../components/table-pagination'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../shared/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { PermissionDialog } from './permission-dialog'
import { deletePermission, listPermissions, PERMISSION_ROLES, type Permission, type PermissionQuery, type PermissionRole } from './permissions-api'
import { useUrlQuery } from '../shared/use-url-query'

// Filters kept in the address: a reload or a shared link opens the same list.
const PERMISSION_SPEC = { q: 'string', page: 'number', itemsPerPage: 'number', sortBy: 'string', orderBy: 'string' } as const

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'space-between' },
  scroll: { overflowX: 'auto', position: 'relative', minHeight: '120px' },
  table: { minWidth: '640px', tableLayout: 'auto' },
  roles: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
})

/** /apps/permissions: the permissions table with search, sort and paging; add, edit and delete in dialogs. */
export function PermissionsPage() {
  const { t } = useTranslation('sandboxPermissions')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useUrlQuery<PermissionQuery>({ page: 1, itemsPerPage: 10 }, PERMISSION_SPEC, { sortBy: ['name'], orderBy: ['asc', 'desc'] })
  const list = useLoad((signal) => listPermissions(query, signal), [JSON.stringify(query)], t('loadError'))
  const [dialog, setDialog] = useState<{ kind: 'edit'; permission?: Permission } | { kind: 'delete'; permission: Permission }>()
  const [notice, setNotice] = useState<string>()
  const onSearch = useCallback((q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })), [setQuery])
  const sort = sortableHeader(query, () => setQuery((q) => ({ ...q, page: 1, sortBy: 'name', orderBy: q.sortBy === 'name' && q.orderBy === 'asc' ? 'desc' : 'asc' })))
  const role = (r: string) => (PERMISSION_ROLES.includes(r as PermissionRole) ? t(`roles.${r as PermissionRole}`) : r)
  const rows = list.data?.permissions ?? []
  const done = (message: string) => { setDialog(undefined); setNotice(message); list.reload() }

  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      {notice && <MessageBar intent="success"><MessageBarBody>{notice}</MessageBarBody></MessageBar>}
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('search')} onSearch={onSearch} initial={query.q} />
          {canManage && <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'edit' })}>{t('addTitle')}</Button>}
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && list.data && <ProgressBar className={styles.progress} thickness="medium" />}
          {!list.data && list.loading ? <LoadingState /> : rows.length === 0 && !list.error ? <EmptyState title={t('empty')} /> : rows.length > 0 && (
            <Table className={styles.table} aria-label={t('tableLabel')} sortable>
              <TableHeader><TableRow>
                <TableHeaderCell {...sort('name')}>{t('name')}</TableHeaderCell>
                <TableHeaderCell>{t('assignedTo')}</TableHeaderCell>
                <TableHeaderCell>{t('created')}</TableHeaderCell>
                {canManage && <TableHeaderCell>{t('actions')}</TableHeaderCell>}
              </TableRow></TableHeader>
              <TableBody>
                {rows.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell><div className={styles.roles}>{p.assignedTo.map((r) => <Badge key={r} appearance="tint" color="informative">{role(r)}</Badge>)}</div></TableCell>
                    <TableCell>{p.createdDate}</TableCell>
                    {canManage && (
                      <TableCell>
                        <Tooltip content={t('editOne', { name: p.name })} relationship="label"><Button appearance="subtle" icon={<EditRegular />} onClick={() => setDialog({ kind: 'edit', permission: p })} /></Tooltip>
                        <Tooltip content={t('deleteOne', { name: p.name })} relationship="label"><Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDialog({ kind: 'delete', permission: p })} /></Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
        <TablePagination page={query.page} pageSize={query.itemsPerPage} total={list.data?.totalPermissions ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))} onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage }))} />
      </Card>
      {dialog?.kind === 'edit' && <PermissionDialog permission={dialog.permission} onClose={() => setDialog(undefined)} onSaved={(p) => done(t('saved', { name: p.name }))} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title={t('deleteTitle', { name: dialog.permission.name })} body={t('deleteBody')} confirmLabel={t('delete')} onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deletePermission(dialog.permission.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            done(t('deleted', { name: dialog.permission.name }))
          }} />
      )}
    </SandboxPage>
  )
}
