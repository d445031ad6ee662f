import { Badge, Body1Strong, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../costs'
import type { Invoice } from '../api'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingVerticalXS,
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  end: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
})

/**
 * The invoices on a phone: one card per invoice with its Download button in view (a table there hid it past the
 * screen's edge with no sign that it scrolls).
 */
export function InvoiceCards({
  invoices,
  month,
  day,
  onDownload,
}: {
  invoices: Invoice[]
  month: Intl.DateTimeFormat
  day: Intl.DateTimeFormat
  onDownload: (id: string) => void
}) {
  const { t, i18n } = useTranslation('billing')
  const styles = useStyles()
  return (
    <ul className={styles.list} aria-label={t('invoices.title')}>
      {invoices.map((inv) => (
        <li key={inv.id} className={styles.card} data-invoice-id={inv.id}>
          <div className={styles.body}>
            <Body1Strong>{month.format(new Date(`${inv.month}T00:00:00Z`))}</Body1Strong>
            <Caption1 className={styles.muted}>
              {inv.invoiceNumber ?? '—'}
              {inv.dueOn && ` · ${t('invoices.due')} ${day.format(new Date(`${inv.dueOn}T00:00:00Z`))}`}
            </Caption1>
            <Body1Strong>{formatMoney(inv.totalMinor, inv.currency, i18n.language)}</Body1Strong>
          </div>
          <div className={styles.end}>
            <Badge appearance="tint" color={inv.status === 'issued' ? 'success' : 'informative'}>
              {t(`invoices.statuses.${inv.status}`)}
            </Badge>
            <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => onDownload(inv.id)}>
              {t('invoices.download')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
