import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { ArrowDownloadRegular, DocumentAddRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { breakpoints } from '../../../theme/breakpoints'
import { useMediaQuery } from '../../../theme/use-media-query'
import { formatMoney } from '../../costs'
import { downloadInvoicePdf, draftInvoice, listInvoices } from '../api'
import { InvoiceCards } from './invoice-cards'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '620px' } })

/** Monthly invoices (issued ones are final), the current month's draft on demand, each as a PDF. */
export function InvoicesTable({
  orgId,
  canDraft,
  onDrafted,
}: {
  orgId?: string
  canDraft: boolean
  onDrafted: () => void
}) {
  const { t, i18n } = useTranslation('billing')
  const styles = useStyles()
  const [version, setVersion] = useState(0)
  const [failed, setFailed] = useState(false)
  // One draft at a time: a second click while the first refresh runs would only repeat it.
  const [drafting, setDrafting] = useState(false)
  // Below the small breakpoint the invoices are cards: the table's Download column fell off a phone's screen.
  const narrow = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`)
  const load = useLoad((signal) => listInvoices(orgId, signal), [orgId, version], t('loadFailed'))
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const draft = async () => {
    setDrafting(true)
    try {
      const { error } = await draftInvoice(orgId)
      setFailed(!!error)
    } catch {
      setFailed(true)
    } finally {
      setDrafting(false)
    }
    setVersion((v) => v + 1)
    onDrafted()
  }
  const download = async (id: string) => setFailed(!(await downloadInvoicePdf(id).catch(() => false)))
  return (
    <SectionCard
      title={t('invoices.title')}
      action={
        canDraft && (
          <Button icon={<DocumentAddRegular />} disabled={drafting} onClick={() => void draft()}>
            {t('invoices.draft')}
          </Button>
        )
      }
    >
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('invoices.failed')}</MessageBarBody>
        </MessageBar>
      )}
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.invoices.length === 0 ? (
        <EmptyState title={t('invoices.empty')} hint={canDraft ? t('invoices.emptyHint') : undefined} />
      ) : narrow ? (
        <InvoiceCards invoices={load.data.invoices} month={month} day={day} onDownload={(id) => void download(id)} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" className={styles.table} aria-label={t('invoices.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('invoices.month')}</TableHeaderCell>
                <TableHeaderCell>{t('invoices.number')}</TableHeaderCell>
                <TableHeaderCell>{t('invoices.status')}</TableHeaderCell>
                <TableHeaderCell>{t('invoices.due')}</TableHeaderCell>
                <TableHeaderCell>{t('invoices.total')}</TableHeaderCell>
                <TableHeaderCell>{t('invoices.pdf')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {load.data.invoices.map((inv) => (
                <TableRow key={inv.id} data-invoice-id={inv.id}>
                  <TableCell>{month.format(new Date(`${inv.month}T00:00:00Z`))}</TableCell>
                  <TableCell>{inv.invoiceNumber ?? '—'}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={inv.status === 'issued' ? 'success' : 'informative'}>
                      {t(`invoices.statuses.${inv.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{inv.dueOn ? day.format(new Date(`${inv.dueOn}T00:00:00Z`)) : '—'}</TableCell>
                  <TableCell>{formatMoney(inv.totalMinor, inv.currency, i18n.language)}</TableCell>
                  <TableCell>
                    <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => void download(inv.id)}>
                      {t('invoices.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  )
}
