import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, bindListQuery, loadStateOf } from '../../../components/data-table/data-table'
import type { Loaded } from '../../../lib/use-load'
import { useUserColumns } from './user-columns'
import { allUsers, type SandboxUser, type UserPage, type UserQuery } from './users-api'

const FILTERS = ['role', 'plan', 'status'] as const

interface UserDataTableProps {
  query: UserQuery
  setQuery: (update: (prev: UserQuery) => UserQuery) => void
  list: Loaded<UserPage>
  /** Given: a delete button on each row. */
  onDelete?: (user: SandboxUser) => void
  /** Given: the CSV export of every matching user, and what to do when it fails. */
  onExportError?: () => void
  actions?: ReactNode
}

/** The sample users in the app's data table (the users list and the roles page): the service filters, sorts and pages. */
export function UserDataTable({ query, setQuery, list, onDelete, onExportError, actions }: UserDataTableProps) {
  const { t } = useTranslation('sandboxUsers')
  const { columns, exportColumns } = useUserColumns(onDelete)
  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      rows={list.data?.users}
      total={list.data?.totalUsers ?? 0}
      rowKey={(u) => String(u.id)}
      {...bindListQuery(query, setQuery, FILTERS)}
      {...loadStateOf(list)}
      emptyText={t('empty')}
      emptyHint={t('emptyHint')}
      searchPlaceholder={t('search')}
      exportFileName={onExportError && 'users.csv'}
      exportColumns={exportColumns}
      exportAll={async () => (await allUsers(query)) ?? Promise.reject(new Error('The export failed.'))}
      onExportError={onExportError}
      actions={actions}
    />
  )
}
