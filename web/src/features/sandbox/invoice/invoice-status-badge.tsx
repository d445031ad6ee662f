import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-api'

const COLORS: Record<InvoiceStatus, 'success' | 'informative' | 'warning' | 'danger' | 'subtle' | 'important'> = {
  Paid: 'success',
  Downloaded: 'informative',
  Sent: 'informative',
  Draft: 'subtle',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
}

export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('sandboxInvoice')
  const known = INVOICE_STATUSES.includes(status as InvoiceStatus)
  return (
    <Badge appearance="tint" color={known ? COLORS[status as InvoiceStatus] : 'informative'}>
      {known ? t(`status.${status as InvoiceStatus}`) : status}
    </Badge>
  )
}
