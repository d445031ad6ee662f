import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Account } from '../api'

/** Disabled wins over invited: a disabled invitee cannot finish the invitation either. */
export function AccountStatusBadge({ account }: { account: Account }) {
  const { t } = useTranslation('accounts')
  if (account.disabled)
    return (
      <Badge appearance="tint" color="danger">
        {t('status.disabled')}
      </Badge>
    )
  if (!account.activated)
    return (
      <Badge appearance="tint" color="warning">
        {t('status.invited')}
      </Badge>
    )
  return (
    <Badge appearance="tint" color="success">
      {t('status.active')}
    </Badge>
  )
}
