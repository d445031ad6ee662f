import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const COLORS = { Published: 'success', Inactive: 'danger', Scheduled: 'warning', Pending: 'warning', Delivered: 'success', 'Ready to Pickup': 'subtle', 'Out for Delivery': 'informative', Dispatched: 'warning', Paid: 'success', Unpaid: 'warning', Rejected: 'danger', Active: 'success' } as const

/** A status of the sample data (product, order, review, referral) as a coloured badge in the reader's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ecommerce')
  const color = (COLORS as Record<string, 'success' | 'danger' | 'warning' | 'informative' | 'subtle'>)[status] ?? 'informative'
  return <Badge appearance="tint" color={color}>{t(`statuses.${status}` as 'statuses.Published', { defaultValue: status })}</Badge>
}
