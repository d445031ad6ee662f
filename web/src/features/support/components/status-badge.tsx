import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { SupportStatus } from '../api'

const COLOR = { open: 'brand', waiting: 'warning', resolved: 'success', closed: 'subtle' } as const

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support')
  return (
    <Badge appearance="tint" color={COLOR[status] === 'subtle' ? 'informative' : COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  )
}
