import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { MeetingStatus } from '../api'

const COLORS: Record<MeetingStatus, BadgeProps['color']> = {
  scheduled: 'informative',
  live: 'important',
  ended: 'subtle',
  processing: 'warning',
  analyzed: 'success',
  failed: 'danger',
}

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation('meetings')
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  )
}
