import {
  Badge,
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { PermissionDialog } from './permission-dialog'
import {
  deletePermission,
  listPermissions,
  PERMISSION_ROLES,
  type Permission,
  type PermissionQuery,
  type PermissionRole,
} from './permissions-api'
import { useUrlQuery } from '../shared/use-url-query'

// Filters kept in the address: a reload or a shared link opens the same list.
const PERMISSION_SPEC = {
  q: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  roles: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

/** /apps/permissions: the permissions in the app's data table (search, sort, paging, CSV); add, edit and delete in dialogs. */
export function PermissionsPage() {
  const { t } = useTranslation('sandboxPermissions')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useUrlQuery<PermissionQuery>({ page: 1, itemsPerPage: 10 }, PERMISSION_SPEC, {
    sortBy: ['name'],
    orderBy: ['asc', 'desc'],
  })
  const list = useLoad((signal) => listPermissions(query, signal), [JSON.stringify(query)], t('loadError'))
  const [dialog, setDialog] = useState<
    { kind: 'edit'; permission?: Permission } | { kind: 'delete'; permission: Permission }
  >()
  const [notice, setNotice] = useState<string>()
  const role = (r: string) => (PERMISSION_ROLES.includes(r as PermissionRole) ? t(`roles.${r as PermissionRole}`) : r)
  const columns: DataTableColumn<Permission>[] = [
    { key: 'name', label: t('name'), value: (p) => p.name, sortable: true, width: 220 },
    {
      key: 'assignedTo',
      label: t('assignedTo'),
      value: (p) => p.assignedTo.map(role).join(', '),
      width: 320,
      render: (p) => (
        <div className={styles.roles}>
          {p.assignedTo.map((r) => (
            <Badge key={r} appearance="tint" color="informative">
              {role(r)}
            </Badge>
          ))}
        </div>
      ),
    },
    { key: 'created', label: t('created'), value: (p) => p.createdDate, width: 180 },
    ...(canManage
      ? [
          {
            key: 'actions',
            label: t('actions'),
            value: () => '',
            noExport: true,
            width: 120,
            render: (p: Permission) => (
              <>
                <Tooltip content={t('editOne', { name: p.name })} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<EditRegular />}
                    onClick={() => setDialog({ kind: 'edit', permission: p })}
                  />
                </Tooltip>
                <Tooltip content={t('deleteOne', { name: p.name })} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    onClick={() => setDialog({ kind: 'delete', permission: p })}
                  />
                </Tooltip>
              </>
            ),
          },
        ]
      : []),
  ]
  const done = (message: string) => {
    setDialog(undefined)
    setNotice(message)
    list.reload()
  }

  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card}>
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={list.data?.permissions}
          total={list.data?.totalPermissions ?? 0}
          rowKey={(p) => String(p.id)}
          query={query}
          onQueryChange={(q) =>
            setQuery({
              q: q.q,
              page: q.page,
              itemsPerPage: q.itemsPerPage,
              sortBy: q.sortBy === 'name' ? 'name' : undefined,
              orderBy: q.orderBy,
            })
          }
          loading={list.loading}
          error={list.error}
          onRetry={list.reload}
          emptyText={t('empty')}
          searchPlaceholder={t('search')}
          exportFileName="permissions.csv"
          actions={
            canManage && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'edit' })}>
                {t('addTitle')}
              </Button>
            )
          }
        />
      </Card>
      {dialog?.kind === 'edit' && (
        <PermissionDialog
          permission={dialog.permission}
          onClose={() => setDialog(undefined)}
          onSaved={(p) => done(t('saved', { name: p.name }))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle', { name: dialog.permission.name })}
          body={t('deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(
              deletePermission(dialog.permission.id),
              t('errors.unexpected', { ns: 'common' }),
            )
            if (failure) return messageOf(failure)
            done(t('deleted', { name: dialog.permission.name }))
          }}
        />
      )}
    </SandboxPage>
  )
}
