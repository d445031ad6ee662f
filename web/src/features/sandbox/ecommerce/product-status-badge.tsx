import { Badge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const COLORS = { Published: 'success', Inactive: 'danger', Scheduled: 'warning', Pending: 'warning', Delivered: 'success', 'Ready to Pickup': 'informative', 'Out for Delivery': 'brand', Dispatched: 'warning', Paid: 'success', Unpaid: 'warning', Rejected: 'danger', Active: 'success', Inactive2: 'danger' } as const

/** A status of the sample data (product, order, review, referral) as a coloured badge in the reader's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ecommerce')
  const color = (COLORS as Record<string, 'success' | 'danger' | 'warning' | 'informative' | 'brand'>)[status] ?? 'informative'
  return <Badge appearance="tint" color={color}>{t(`statuses.${status}` as 'statuses.Published', { defaultValue: status })}</Badge>
}
