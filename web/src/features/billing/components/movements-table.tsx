import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { formatMoney } from '../../costs'
import { listMovements } from '../api'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '560px' } })

/** The balance ledger: top-ups, adjustments and monthly charges, each with who and why. */
export function MovementsTable({ orgId, version }: { orgId?: string; version: number }) {
  const { t, i18n } = useTranslation('billing')
  const styles = useStyles()
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 10 })
  const load = useLoad(
    (signal) => listMovements(orgId, paging.page, paging.itemsPerPage, signal),
    [orgId, paging.page, paging.itemsPerPage, version],
    t('loadFailed'),
  )
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <SectionCard title={t('movements.title')}>
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.movements.length === 0 ? (
        <EmptyState title={t('movements.empty')} />
      ) : (
        <>
          <div className={styles.scroll}>
            <Table size="small" className={styles.table} aria-label={t('movements.title')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('movements.when')}</TableHeaderCell>
                  <TableHeaderCell>{t('movements.kind')}</TableHeaderCell>
                  <TableHeaderCell>{t('movements.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('movements.balanceAfter')}</TableHeaderCell>
                  <TableHeaderCell>{t('movements.reason')}</TableHeaderCell>
                  <TableHeaderCell>{t('movements.by')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {load.data.movements.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>{time.format(new Date(m.createdAt))}</TableCell>
                    <TableCell>{t(`movementKinds.${m.kind}`)}</TableCell>
                    <TableCell>{formatMoney(m.amountMinor, m.currency, i18n.language)}</TableCell>
                    <TableCell>{formatMoney(m.balanceAfterMinor, m.currency, i18n.language)}</TableCell>
                    <TableCell>{m.reason}</TableCell>
                    <TableCell>{m.createdBy ?? t('movements.system')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <TablePagination
            page={paging.page}
            pageSize={paging.itemsPerPage}
            total={load.data.total}
            onPage={(page) => setPaging((p) => ({ ...p, page }))}
            onPageSize={(itemsPerPage) => setPaging({ page: 1, itemsPerPage })}
          />
        </>
      )}
    </SectionCard>
  )
}
