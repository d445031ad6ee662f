import { Badge, makeStyles } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table/data-table'

const COLORS = {
  Published: 'success',
  Inactive: 'danger',
  Scheduled: 'warning',
  Pending: 'warning',
  Delivered: 'success',
  'Ready to Pickup': 'subtle',
  'Out for Delivery': 'informative',
  Dispatched: 'warning',
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'danger',
  Active: 'success',
} as const

const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } })

/** A status of the sample data (product, order, review, referral) as a coloured badge in the reader's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const color =
    (COLORS as Record<string, 'success' | 'danger' | 'warning' | 'informative' | 'subtle'>)[status] ?? 'informative'
  return (
    <Badge className={styles.badge} appearance="tint" color={color}>
      {t(`statuses.${status}` as 'statuses.Published', { defaultValue: status })}
    </Badge>
  )
}

/** The status column of the store's tables: its badge, sorted by the service and filtered on one of `values`. */
export function statusColumn<R extends { status: string }>(
  t: (key: string) => string,
  values: readonly string[],
): DataTableColumn<R> {
  return {
    key: 'status',
    label: t('status'),
    value: (r) => r.status,
    sortable: true,
    width: 120,
    render: (r) => <StatusBadge status={r.status} />,
    filter: { values, label: (s) => t(`statuses.${s}`), allLabel: t('filters.allStatuses') },
  }
}
