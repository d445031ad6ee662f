import { Avatar, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { DataTableColumn } from '../../../components/data-table/data-table'
import type { CsvColumn } from '../../../components/data-table/csv'
import { deleteColumn } from '../../../components/data-table/delete-column'
import { UserStatusBadge } from './user-status-badge'
import { useRoleOptions } from './role-options'
import { USER_PLANS, USER_ROLES, USER_STATUSES, type SandboxUser, type UserPlan } from './users-api'

const useStyles = makeStyles({
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

/** The users table's columns (the service sorts and filters) and the CSV export's, which adds the contact fields. */
export function useUserColumns(onDelete?: (user: SandboxUser) => void) {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  // Every role of the copy, added ones by their name (the seeded five until the roles have loaded).
  const roles = useRoleOptions()
  const role = roles.labelOf
  const roleKeys = roles.options.length ? roles.options.map((o) => o.key) : USER_ROLES
  const plan = (p: string) => (USER_PLANS.includes(p as UserPlan) ? t(`plans.${p as UserPlan}`) : p)
  const columns: DataTableColumn<SandboxUser>[] = [
    {
      key: 'user',
      label: t('columns.user'),
      value: (u) => u.fullName,
      sortable: true,
      width: 260,
      render: (u) => (
        <div className={styles.person}>
          <Avatar name={u.fullName} size={32} color="colorful" />
          <div className={styles.names}>
            <Link className={styles.link} href={`/apps/user/view/${u.id}`}>
              {u.fullName}
            </Link>
            <Caption1 className={styles.muted}>@{u.username}</Caption1>
          </div>
        </div>
      ),
    },
    { key: 'email', label: t('columns.email'), value: (u) => u.email, sortable: true, width: 240 },
    {
      key: 'role',
      label: t('columns.role'),
      value: (u) => role(u.role),
      sortable: true,
      width: 140,
      filter: { values: roleKeys, label: role, allLabel: t('filters.allRoles') },
    },
    {
      key: 'plan',
      label: t('columns.plan'),
      value: (u) => plan(u.currentPlan),
      sortable: true,
      width: 130,
      filter: { values: USER_PLANS, label: plan, allLabel: t('filters.allPlans') },
    },
    {
      key: 'status',
      label: t('columns.status'),
      value: (u) => u.status,
      sortable: true,
      width: 130,
      render: (u) => <UserStatusBadge status={u.status} />,
      filter: { values: USER_STATUSES, label: (s) => t(`status.${s as 'Active'}`), allLabel: t('filters.allStatuses') },
    },
  ]
  if (onDelete) columns.push(deleteColumn(t('columns.actions'), (u) => t('deleteUser', { name: u.fullName }), onDelete))
  // The export keeps the stored codes (role, plan) so a spreadsheet can filter on them in any language.
  const exportColumns: CsvColumn<SandboxUser>[] = [
    { label: t('columns.user'), value: (u) => u.fullName },
    { label: t('fields.username'), value: (u) => u.username },
    { label: t('columns.email'), value: (u) => u.email },
    { label: t('columns.role'), value: (u) => u.role },
    { label: t('columns.plan'), value: (u) => u.currentPlan },
    { label: t('columns.status'), value: (u) => u.status },
    { label: t('fields.company'), value: (u) => u.company },
    { label: t('fields.country'), value: (u) => u.country },
    { label: t('fields.contact'), value: (u) => u.contact },
  ]
  return { columns, exportColumns }
}
