import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
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
  type InvoiceSortKey,
} from './invoice-api'
import { InvoiceTable } from './invoice-table'
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

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  scroll: { overflowX: 'auto', position: 'relative', minHeight: '120px' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
})

/** /apps/invoice/list: this month's invoices by default; status, issued-date range, search, sort and paging by the service. */
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
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const onSort = (key: InvoiceSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const rangeError = query.from && query.to && query.from > query.to ? t('rangeError') : undefined
  const rows = list.data?.invoices ?? []

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
        <div className={styles.toolbar}>
          <FilterDropdown
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            values={INVOICE_STATUSES}
            value={query.status}
            optionLabel={(v) => t(`status.${v}`)}
            onChange={(status) => patch({ status })}
          />
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
          <DebouncedSearch placeholder={t('search')} onSearch={onSearch} initial={query.q} />
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && list.data && <ProgressBar className={styles.progress} thickness="medium" />}
          {!list.data && list.loading ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState title={t('empty')} hint={t('emptyHint')} />
          ) : (
            rows.length > 0 && (
              <InvoiceTable rows={rows} query={query} canManage={canManage} onSort={onSort} onDelete={setDeleting} />
            )
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.data?.totalInvoices ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
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
