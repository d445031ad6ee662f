import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { SelfInterviewState } from '../api'

const COLORS: Record<SelfInterviewState, BadgeProps['color']> = {
  created: 'informative',
  opened: 'brand',
  in_progress: 'warning',
  completed: 'success',
  expired: 'subtle',
  revoked: 'danger',
}

export function StateBadge({ state }: { state: SelfInterviewState }) {
  const { t } = useTranslation('selfInterviews')
  return (
    <Badge appearance="tint" color={COLORS[state]}>
      {t(`state.${state}`)}
    </Badge>
  )
}
