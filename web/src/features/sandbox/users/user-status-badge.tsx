import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { USER_STATUSES, type UserStatus } from './users-api'

const COLORS = { Active: 'success', Inactive: 'informative', Pending: 'warning' } as const

/** A user's status as a tinted badge (the colour repeats the word, never replaces it). */
export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('sandboxUsers')
  const color = COLORS[status as keyof typeof COLORS] ?? 'informative'
  return (
    <Badge appearance="tint" color={color}>
      {USER_STATUSES.includes(status as UserStatus) ? t(`status.${status as UserStatus}`) : status}
    </Badge>
  )
}
