import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ReportStatus } from '../api'

const COLORS: Record<ReportStatus, BadgeProps['color']> = {
  queued: 'informative',
  running: 'warning',
  ready: 'success',
  failed: 'danger',
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports')
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  )
}
