import {
  Body1,
  Button,
  Card,
  Divider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownloadRegular, EditRegular, MailRegular, PrintRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import '../../../theme/report-print.css'
import { useAppAbility } from '../../../lib/ability'
import { getInvoiceDocument, money } from './invoice-api'
import { downloadText } from '../shared/download-text'
import { invoiceHtml } from './invoice-download'
import { SendInvoiceDialog } from './send-invoice-dialog'
import { invoiceTotals } from './invoice-totals'
import { InvoiceStatusBadge } from './invoice-status-badge'

const useStyles = makeStyles({
  paper: {
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    maxWidth: '900px',
    width: '100%',
    margin: '0 auto',
    boxSizing: 'border-box',
    [below('sm')]: { padding: tokens.spacingHorizontalL },
  },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  dd: { margin: 0 },
  total: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalL },
  lines: { tableLayout: 'auto' },
  badge: { alignSelf: 'flex-start' },
})

/** /apps/invoice/preview/{id}: the invoice laid out as paper; Print gives a clean PDF (the shell hides itself when printing). */
export function InvoicePreviewPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string>()
  const id = Number(params.id)
  const found = useLoad((signal) => getInvoiceDocument(id, signal), [id], t('loadOneError'))
  const canManage = useAppAbility().can('manage', 'Demo')
  const [, navigate] = useLocation()
  if (found.notFound || !Number.isInteger(id))
    return (
      <SandboxPage title={t('invoice')}>
        <EmptyState title={t('notFound')} action={<Link href="/apps/invoice/list">{t('backToList')}</Link>} />
      </SandboxPage>
    )
  if (found.error)
    return (
      <SandboxPage title={t('invoice')}>
        <ErrorState message={found.error} onRetry={found.reload} />
      </SandboxPage>
    )
  if (!found.data)
    return (
      <SandboxPage title={t('invoice')}>
        <LoadingState />
      </SandboxPage>
    )
  const { invoice: inv, paymentDetails: pay } = found.data
  const lines = found.data.lines.length
    ? found.data.lines
    : [{ item: inv.service, description: '', cost: inv.total, qty: 1 }]
  const totals = invoiceTotals(lines, found.data.discount, found.data.taxPercent)
  const date = (d: string) => new Date(`${d}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' })
  const download = () =>
    downloadText(
      `invoice-${inv.id}.html`,
      invoiceHtml(
        found.data!,
        {
          title: t('invoiceNo', { id: inv.id }),
          issued: t('issued'),
          due: t('due'),
          billTo: t('invoiceTo'),
          item: t('line.itemHeader'),
          description: t('line.description'),
          cost: t('line.cost'),
          qty: t('line.qty'),
          amount: t('line.amount'),
          subtotal: t('subtotal'),
          discount: t('discount'),
          tax: t('tax'),
          total: t('columns.total'),
          balance: t('columns.balance'),
          payTo: t('billTo'),
        },
        (n) => money(n, i18n.language),
        i18n.dir(),
        i18n.language,
      ),
      'text/html;charset=utf-8',
    )
  const row = (term: string, value: string) => [
    <dt key={`${term}t`} className={styles.term}>
      {term}
    </dt>,
    <dd key={`${term}d`} className={styles.dd}>
      {value}
    </dd>,
  ]

  return (
    <SandboxPage
      title={t('invoiceNo', { id: inv.id })}
      actions={
        <>
          {canManage && (
            <Button icon={<EditRegular />} onClick={() => navigate(`/apps/invoice/edit/${inv.id}`)}>
              {t('edit')}
            </Button>
          )}
          {canManage && (
            <Button icon={<MailRegular />} onClick={() => setSending(true)}>
              {t('mail.open')}
            </Button>
          )}
          <Button icon={<ArrowDownloadRegular />} onClick={download}>
            {t('mail.download')}
          </Button>
          <Button icon={<PrintRegular />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </>
      }
    >
      {sentTo && (
        <MessageBar intent="success" className="no-print">
          <MessageBarBody>{t('mail.sent', { to: sentTo })}</MessageBarBody>
        </MessageBar>
      )}
      {sending && (
        <SendInvoiceDialog
          doc={found.data}
          onClose={() => setSending(false)}
          onSent={(to) => {
            setSending(false)
            setSentTo(to)
          }}
        />
      )}
      <Card className={styles.paper}>
        <div className={styles.head}>
          <div className={styles.block}>
            <Title3 as="h2">{t('invoiceNo', { id: inv.id })}</Title3>
            <span className={styles.badge}>
              <InvoiceStatusBadge status={inv.invoiceStatus} />
            </span>
          </div>
          <dl className={styles.grid}>
            {row(t('issued'), date(inv.issuedDate))}
            {row(t('due'), date(inv.dueDate))}
          </dl>
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
              {row(t('totalDue'), pay.totalDue)}
              {row(t('bank'), pay.bankName)}
              {row(t('country'), pay.country)}
              {row('IBAN', pay.iban)}
              {row('SWIFT', pay.swiftCode)}
            </dl>
          </div>
        </div>
        <Divider />
        <Table aria-label={t('lines')} className={styles.lines}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('line.itemHeader')}</TableHeaderCell>
              <TableHeaderCell>{t('line.description')}</TableHeaderCell>
              <TableHeaderCell>{t('line.cost')}</TableHeaderCell>
              <TableHeaderCell>{t('line.qty')}</TableHeaderCell>
              <TableHeaderCell>{t('line.amount')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.item}</TableCell>
                <TableCell>{l.description}</TableCell>
                <TableCell>{money(l.cost, i18n.language)}</TableCell>
                <TableCell>{l.qty}</TableCell>
                <TableCell>{money(l.cost * l.qty, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <dl className={styles.grid}>
          {row(t('subtotal'), money(totals.subtotal, i18n.language))}
          {row(t('discount'), `−${money(totals.discount, i18n.language)}`)}
          {row(t('tax'), `${money(totals.tax, i18n.language)} (${found.data.taxPercent}%)`)}
          {row(t('columns.balance'), money(inv.balance, i18n.language))}
        </dl>
        {found.data.note && <Body1>{found.data.note}</Body1>}
        <div className={styles.total}>
          <Text weight="semibold">{t('columns.total')}</Text>
          <Text weight="semibold" data-testid="invoice-total">
            {money(inv.total, i18n.language)}
          </Text>
        </div>
      </Card>
    </SandboxPage>
  )
}
