import {
  Avatar,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { sortableHeader } from '../../../components/sortable-header'
import { money, type Invoice, type InvoiceQuery, type InvoiceSortKey } from './invoice-api'
import { InvoiceStatusBadge } from './invoice-status-badge'

const useStyles = makeStyles({
  table: { minWidth: '820px', tableLayout: 'auto' },
  client: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  names: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
})

/** The invoices of one page; the service sorts, the headers ask. */
export function InvoiceTable({
  rows,
  query,
  canManage,
  onSort,
  onDelete,
}: {
  rows: Invoice[]
  query: InvoiceQuery
  canManage: boolean
  onSort: (key: InvoiceSortKey) => void
  onDelete: (invoice: Invoice) => void
}) {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const sort = sortableHeader(query, onSort)
  const date = (d: string) => new Date(`${d}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  return (
    <Table className={styles.table} aria-label={t('tableLabel')} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sort('id')}>#</TableHeaderCell>
          <TableHeaderCell {...sort('client')}>{t('columns.client')}</TableHeaderCell>
          <TableHeaderCell {...sort('total')}>{t('columns.total')}</TableHeaderCell>
          <TableHeaderCell {...sort('date')}>{t('columns.issued')}</TableHeaderCell>
          <TableHeaderCell {...sort('balance')}>{t('columns.balance')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
          {canManage && <TableHeaderCell>{t('columns.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((inv) => (
          <TableRow key={inv.id}>
            <TableCell>
              <Link
                className={styles.link}
                href={`/apps/invoice/preview/${inv.id}`}
                aria-label={t('previewOf', { id: inv.id })}
              >
                #{inv.id}
              </Link>
            </TableCell>
            <TableCell>
              <div className={styles.client}>
                <Avatar name={inv.client.name} size={32} color="colorful" />
                <div className={styles.names}>
                  <span>{inv.client.name}</span>
                  <Caption1 className={styles.muted}>{inv.service}</Caption1>
                </div>
              </div>
            </TableCell>
            <TableCell>{money(inv.total, i18n.language)}</TableCell>
            <TableCell>{date(inv.issuedDate)}</TableCell>
            <TableCell>{inv.balance === 0 ? t('paid') : money(inv.balance, i18n.language)}</TableCell>
            <TableCell>
              <InvoiceStatusBadge status={inv.invoiceStatus} />
            </TableCell>
            {canManage && (
              <TableCell>
                <Tooltip content={t('editInvoice', { id: inv.id })} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<EditRegular />}
                    onClick={() => navigate(`/apps/invoice/edit/${inv.id}`)}
                  />
                </Tooltip>
                <Tooltip content={t('deleteInvoice', { id: inv.id })} relationship="label">
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(inv)} />
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
