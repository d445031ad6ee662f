import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { CallStatus } from './api'

const COLOR = { ok: 'success', error: 'danger', timeout: 'warning' } as const

export function CallStatusBadge({ status }: { status: CallStatus }) {
  const { t } = useTranslation('llm')
  return (
    <Badge appearance="tint" color={COLOR[status]} data-testid="model-call-status">
      {t(`calls.status.${status}`)}
    </Badge>
  )
}
