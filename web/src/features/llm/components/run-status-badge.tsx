import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { RunStatus } from '../api'

const COLOR = {
  queued: 'informative',
  running: 'brand',
  completed: 'success',
  failed: 'danger',
  cancelled: 'subtle',
} as const

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation('llm')
  return (
    <Badge appearance="tint" color={COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  )
}
