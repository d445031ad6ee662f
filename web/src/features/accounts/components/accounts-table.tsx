import {
  Avatar,
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Account, AccountQuery, AccountSortKey } from '../api'
import { AccountRowActions } from './account-row-actions'
import { AccountStatusBadge } from './account-status-badge'
import { sortableHeader } from '../../../components/sortable-header'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  table: { minWidth: '760px' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { width: '56px' },
})

interface AccountsTableProps {
  rows: Account[]
  query: AccountQuery
  showOrganization: boolean
  selfId: string | undefined
  onSort: (key: AccountSortKey) => void
  canEdit: (account: Account) => boolean
  canDelete: (account: Account) => boolean
  onEdit: (account: Account) => void
  onDelete: (account: Account) => void
}

/** The current page of accounts; sorting is the service's, the header only asks for it. */
export function AccountsTable({
  rows,
  query,
  showOrganization,
  selfId,
  onSort,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: AccountsTableProps) {
  const { t, i18n } = useTranslation('accounts')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)

  return (
    <Table className={styles.table} aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sortable('fullName')}>{t('columns.name')}</TableHeaderCell>
          <TableHeaderCell {...sortable('email')}>{t('columns.email')}</TableHeaderCell>
          <TableHeaderCell {...sortable('role')}>{t('columns.role')}</TableHeaderCell>
          {showOrganization && <TableHeaderCell>{t('columns.organization')}</TableHeaderCell>}
          <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell {...sortable('lastSignInAt')}>{t('columns.lastSignIn')}</TableHeaderCell>
          <TableHeaderCell {...sortable('createdAt')}>{t('columns.created')}</TableHeaderCell>
          <TableHeaderCell className={styles.actions} aria-label={t('columns.actions')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((account) => (
          <TableRow key={account.id}>
            <TableCell>
              <TableCellLayout
                media={
                  <Avatar name={account.fullName} initials={initialsOf(account.fullName)} size={28} color="colorful" />
                }
              >
                {account.fullName}
                {account.id === selfId && <span className={styles.muted}> ({t('you')})</span>}
              </TableCellLayout>
            </TableCell>
            <TableCell>{account.email}</TableCell>
            <TableCell>
              <Badge appearance="outline" color="brand">
                {t(`roles.${account.role}`, { ns: 'common' })}
              </Badge>
            </TableCell>
            {showOrganization && <TableCell className={styles.muted}>{account.orgName ?? '—'}</TableCell>}
            <TableCell>
              <AccountStatusBadge account={account} />
            </TableCell>
            <TableCell className={styles.muted}>
              {account.lastSignInAt ? date.format(new Date(account.lastSignInAt)) : t('never')}
            </TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(account.createdAt))}</TableCell>
            <TableCell>
              <AccountRowActions
                account={account}
                onEdit={canEdit(account) ? onEdit : undefined}
                onDelete={canDelete(account) ? onDelete : undefined}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
