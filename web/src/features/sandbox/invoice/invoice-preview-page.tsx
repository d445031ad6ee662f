import { Body1, Button, Card, Divider, makeStyles, Subtitle1, Text, Title3, tokens } from '@fluentui/react-components'
import { PrintRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../../app/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import '../../../theme/report-print.css'
import { getInvoice, money } from './invoice-api'
import { InvoiceStatusBadge } from './invoice-status-badge'

const useStyles = makeStyles({
  paper: { padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL, maxWidth: '900px', width: '100%', margin: '0 auto', boxSizing: 'border-box', [below('sm')]: { padding: tokens.spacingHorizontalL } },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  dd: { margin: 0 },
  total: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalL },
})

/** /apps/invoice/preview/{id}: the invoice laid out as paper; Print gives a clean PDF (the shell hides itself when printing). */
export function InvoicePreviewPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const id = Number(params.id)
  const found = useLoad((signal) => getInvoice(id, signal), [id], t('loadOneError'))
  if (found.notFound || !Number.isInteger(id)) return <SandboxPage title={t('invoice')}><EmptyState title={t('notFound')} action={<Link href="/apps/invoice/list">{t('backToList')}</Link>} /></SandboxPage>
  if (found.error) return <SandboxPage title={t('invoice')}><ErrorState message={found.error} onRetry={found.reload} /></SandboxPage>
  if (!found.data) return <SandboxPage title={t('invoice')}><LoadingState /></SandboxPage>
  const { invoice: inv, paymentDetails: pay } = found.data
  const date = (d: string) => new Date(`${d}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' })
  const row = (term: string, value: string) => [<dt key={`${term}t`} className={styles.term}>{term}</dt>, <dd key={`${term}d`} className={styles.dd}>{value}</dd>]

  return (
    <SandboxPage title={t('invoiceNo', { id: inv.id })} actions={<Button icon={<PrintRegular />} onClick={() => window.print()}>{t('print')}</Button>}>
      <Card className={styles.paper}>
        <div className={styles.head}>
          <div className={styles.block}>
            <Title3 as="h2">{t('invoiceNo', { id: inv.id })}</Title3>
            <InvoiceStatusBadge status={inv.invoiceStatus} />
          </div>
          <dl className={styles.grid}>{row(t('issued'), date(inv.issuedDate))}{row(t('due'), date(inv.dueDate))}</dl>
        </div>
        <Divider />
        <div className={styles.head}>
          <div className={styles.block}>
            <Subtitle1 as="h3">{t('invoiceTo')}</Subtitle1>
            <Text weight="semibold">{inv.client.name}</Text>
            <Body1>{inv.client.company}</Body1>
            <Body1>{inv.client.address}</Body1>
            <Body1>{inv.client.country}</Body1>
            <Body1>{inv.client.contact}</Body1>
            <Body1>{inv.client.companyEmail}</Body1>
          </div>
          <div className={styles.block}>
            <Subtitle1 as="h3">{t('billTo')}</Subtitle1>
            <dl className={styles.grid}>
              {row(t('totalDue'), pay.totalDue)}{row(t('bank'), pay.bankName)}{row(t('country'), pay.country)}{row('IBAN', pay.iban)}{row('SWIFT', pay.swiftCode)}
            </dl>
          </div>
        </div>
        <Divider />
        <dl className={styles.grid}>{row(t('service'), inv.service)}{row(t('columns.total'), money(inv.total, i18n.language))}{row(t('columns.balance'), money(inv.balance, i18n.language))}</dl>
        <div className={styles.total}><Text weight="semibold">{t('columns.total')}</Text><Text weight="semibold" data-testid="invoice-total">{money(inv.total, i18n.language)}</Text></div>
      </Card>
    </SandboxPage>
  )
}
