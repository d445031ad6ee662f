import {
  Avatar,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { sortableHeader } from '../../../components/sortable-header'
import { useRoleOptions } from './role-options'
import { UserStatusBadge } from './user-status-badge'
import { USER_PLANS, type SandboxUser, type UserPlan, type UserQuery, type UserSortKey } from './users-api'

const useStyles = makeStyles({
  table: { minWidth: '760px', tableLayout: 'auto' },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  muted: { color: tokens.colorNeutralForeground2 },
})

interface UserTableProps {
  rows: SandboxUser[]
  query: UserQuery
  canManage: boolean
  onSort: (key: UserSortKey) => void
  onDelete: (user: SandboxUser) => void
}

/** The users page rows; the service sorts, the headers only ask. Wider than a phone, so its card scrolls sideways. */
export function UserTable({ rows, query, canManage, onSort, onDelete }: UserTableProps) {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const sort = sortableHeader(query, onSort)
  // Added roles show by their name, not their key.
  const role = useRoleOptions().labelOf
  const plan = (p: string) => (USER_PLANS.includes(p as UserPlan) ? t(`plans.${p as UserPlan}`) : p)
  return (
    <Table className={styles.table} aria-label={t('tableLabel')} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sort('user')}>{t('columns.user')}</TableHeaderCell>
          <TableHeaderCell {...sort('email')}>{t('columns.email')}</TableHeaderCell>
          <TableHeaderCell {...sort('role')}>{t('columns.role')}</TableHeaderCell>
          <TableHeaderCell {...sort('plan')}>{t('columns.plan')}</TableHeaderCell>
          <TableHeaderCell {...sort('status')}>{t('columns.status')}</TableHeaderCell>
          {canManage && <TableHeaderCell>{t('columns.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <div className={styles.person}>
                <Avatar name={user.fullName} size={32} color="colorful" />
                <div className={styles.names}>
                  <Link className={styles.link} href={`/apps/user/view/${user.id}`}>
                    {user.fullName}
                  </Link>
                  <Caption1 className={styles.muted}>@{user.username}</Caption1>
                </div>
              </div>
            </TableCell>
            <TableCell>
              <Text>{user.email}</Text>
            </TableCell>
            <TableCell>{role(user.role)}</TableCell>
            <TableCell>{plan(user.currentPlan)}</TableCell>
            <TableCell>
              <UserStatusBadge status={user.status} />
            </TableCell>
            {canManage && (
              <TableCell>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('deleteUser', { name: user.fullName })}
                  onClick={() => onDelete(user)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
