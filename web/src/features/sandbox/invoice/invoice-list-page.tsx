import { Button, Card, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { DataTable, bindListQuery, loadStateOf } from '../../../components/data-table/data-table'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import {
  deleteInvoice,
  INVOICE_STATUSES,
  listInvoices,
  monthRange,
  type Invoice,
  type InvoiceQuery,
} from './invoice-api'
import { useInvoiceColumns } from './invoice-columns'
import { useUrlQuery } from '../shared/use-url-query'

// Filters kept in the address (the month range only when it differs from this month's): a reload or a shared link opens the same list.
const INVOICE_DEFAULTS: InvoiceQuery = { ...monthRange(), page: 1, itemsPerPage: 10 }
const INVOICE_SPEC = {
  q: 'string',
  status: 'string',
  from: 'string',
  to: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
const INVOICE_ALLOWED = {
  status: INVOICE_STATUSES,
  sortBy: ['id', 'client', 'total', 'date', 'balance'],
  orderBy: ['asc', 'desc'],
}

const FILTERS = ['status'] as const

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  range: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
})

/** /apps/invoice/list, in the app's data table: this month's invoices by default; status, issued-date range, search, sort and paging by the service. */
export function InvoiceListPage() {
  const { t } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useUrlQuery<InvoiceQuery>(INVOICE_DEFAULTS, INVOICE_SPEC, INVOICE_ALLOWED)
  const list = useLoad((signal) => listInvoices(query, signal), [JSON.stringify(query)], t('loadError'))
  const [deleting, setDeleting] = useState<Invoice>()
  const [, navigate] = useLocation()
  const [notice, setNotice] = useState<string>()
  const patch = (change: Partial<InvoiceQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }))
  const columns = useInvoiceColumns(canManage ? setDeleting : undefined)
  const rangeError = query.from && query.to && query.from > query.to ? t('rangeError') : undefined

  return (
    <SandboxPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        canManage && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/apps/invoice/add')}>
            {t('addInvoice')}
          </Button>
        )
      }
    >
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card}>
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={list.data?.invoices}
          total={list.data?.totalInvoices ?? 0}
          rowKey={(inv) => String(inv.id)}
          {...bindListQuery(query, setQuery, FILTERS)}
          {...loadStateOf(list)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('search')}
          filters={
            <div className={styles.range}>
              <Field
                label={t('filters.from')}
                validationMessage={rangeError}
                validationState={rangeError ? 'error' : 'none'}
              >
                <Input type="date" value={query.from} onChange={(_, d) => patch({ from: d.value })} />
              </Field>
              <Field label={t('filters.to')}>
                <Input type="date" value={query.to} onChange={(_, d) => patch({ to: d.value })} />
              </Field>
            </div>
          }
        />
      </Card>
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle', { id: deleting.id })}
          body={t('deleteBody', { client: deleting.client.name })}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteInvoice(deleting.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            setNotice(t('deleted', { id: deleting.id }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
