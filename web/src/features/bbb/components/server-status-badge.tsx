import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { statusOf, type BbbServer } from '../api'

const COLOR = { online: 'success', offline: 'danger', cordoned: 'warning', disabled: 'subtle' } as const

export function ServerStatusBadge({ server }: { server: Pick<BbbServer, 'state' | 'online'> }) {
  const { t } = useTranslation('bbb')
  const status = statusOf(server)
  return (
    <Badge appearance="tint" color={COLOR[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}
