import { Avatar, Button, Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components'
import { DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { DataTableColumn } from '../../../components/data-table/data-table'
import { INVOICE_STATUSES, money, type Invoice } from './invoice-api'
import { InvoiceStatusBadge } from './invoice-status-badge'

const useStyles = makeStyles({
  client: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
})

/** The invoice list's columns: the service sorts the sortable ones and filters on the status. */
export function useInvoiceColumns(onDelete?: (invoice: Invoice) => void): DataTableColumn<Invoice>[] {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const date = (d: string) => new Date(`${d}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  const columns: DataTableColumn<Invoice>[] = [
    {
      key: 'id',
      label: '#',
      value: (inv) => inv.id,
      sortable: true,
      width: 100,
      render: (inv) => (
        <Link
          className={styles.link}
          href={`/apps/invoice/preview/${inv.id}`}
          aria-label={t('previewOf', { id: inv.id })}
        >
          #{inv.id}
        </Link>
      ),
    },
    {
      key: 'client',
      label: t('columns.client'),
      value: (inv) => inv.client.name,
      sortable: true,
      width: 260,
      render: (inv) => (
        <div className={styles.client}>
          <Avatar name={inv.client.name} size={32} color="colorful" />
          <div className={styles.names}>
            <span>{inv.client.name}</span>
            <Caption1 className={styles.muted}>{inv.service}</Caption1>
          </div>
        </div>
      ),
    },
    {
      key: 'total',
      label: t('columns.total'),
      value: (inv) => money(inv.total, i18n.language),
      sortable: true,
      width: 120,
    },
    { key: 'date', label: t('columns.issued'), value: (inv) => date(inv.issuedDate), sortable: true, width: 140 },
    {
      key: 'balance',
      label: t('columns.balance'),
      value: (inv) => (inv.balance === 0 ? t('paid') : money(inv.balance, i18n.language)),
      sortable: true,
      width: 120,
    },
    {
      key: 'status',
      label: t('columns.status'),
      value: (inv) => inv.invoiceStatus,
      width: 160,
      render: (inv) => <InvoiceStatusBadge status={inv.invoiceStatus} />,
      filter: {
        values: INVOICE_STATUSES,
        label: (s) => t(`status.${s as 'Paid'}`),
        allLabel: t('filters.allStatuses'),
      },
    },
  ]
  if (onDelete)
    columns.push({
      key: 'actions',
      label: t('columns.actions'),
      value: () => '',
      noExport: true,
      width: 110,
      render: (inv) => (
        <>
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
        </>
      ),
    })
  return columns
}
