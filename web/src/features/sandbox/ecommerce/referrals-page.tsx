import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { MoneyRegular, PeopleRegular, CheckmarkCircleRegular, ClockRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { sortableHeader } from '../../../components/sortable-header'
import { StatCard } from '../../../components/stat-card'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { listReferrals, type ListQuery, type Referral, type ReferralSortKey } from './ecommerce-api'
import { ListCard } from './list-card'
import { amountOf, formatMoney } from './money'
import { PersonCell } from './person-cell'
import { StatusBadge } from './product-status-badge'
import { useListQuery } from './use-list-query'

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  table: { minWidth: '640px', tableLayout: 'auto' },
})

/** The earning figures of every referral (the spec's list, read whole: a program has a few dozen). */
export function referralFigures(rows: Referral[]) {
  const sum = (status?: string) =>
    rows.filter((r) => !status || r.status === status).reduce((s, r) => s + amountOf(r.earning), 0)
  return { count: rows.length, total: sum(), paid: sum('Paid'), unpaid: sum('Unpaid') }
}

/** /apps/ecommerce/referrals: earning cards over all referrals and the table, sorted and paged by the service. */
export function ReferralsPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const { query, onSort, onPage, onPageSize } = useListQuery<ListQuery<ReferralSortKey>>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listReferrals(query, signal), [JSON.stringify(query)], t('loadError'))
  const all = useLoad((signal) => listReferrals({ page: 1, itemsPerPage: 100 }, signal), [], t('loadError'))
  const rows = list.data?.referrals ?? []
  const figures = all.data ? referralFigures(all.data.referrals) : undefined
  const money = (n: number | undefined) => (n === undefined ? '…' : formatMoney(n, i18n.language))
  const sort = sortableHeader(query, onSort)
  return (
    <SandboxPage title={t('referrals.title')} subtitle={t('referrals.subtitle')}>
      <div className={styles.cards}>
        <StatCard label={t('referrals.count')} value={figures ? String(figures.count) : '…'} icon={<PeopleRegular />} />
        <StatCard label={t('referrals.total')} value={money(figures?.total)} icon={<MoneyRegular />} />
        <StatCard label={t('referrals.paid')} value={money(figures?.paid)} icon={<CheckmarkCircleRegular />} />
        <StatCard label={t('referrals.unpaid')} value={money(figures?.unpaid)} icon={<ClockRegular />} />
      </div>
      <ListCard
        list={list}
        count={rows.length}
        total={list.data?.total ?? 0}
        page={query.page}
        pageSize={query.itemsPerPage}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        <Table className={styles.table} aria-label={t('referrals.tableLabel')} sortable>
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sort('users')}>{t('referrals.user')}</TableHeaderCell>
              <TableHeaderCell {...sort('referred-id')}>{t('referrals.referredId')}</TableHeaderCell>
              <TableHeaderCell {...sort('status')}>{t('status')}</TableHeaderCell>
              <TableHeaderCell {...sort('value')}>{t('referrals.value')}</TableHeaderCell>
              <TableHeaderCell {...sort('earning')}>{t('referrals.earning')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <PersonCell name={r.user} email={r.email} />
                </TableCell>
                <TableCell>{r.referredId}</TableCell>
                <TableCell>
                  <StatusBadge status={r.status} />
                </TableCell>
                <TableCell>{formatMoney(amountOf(r.value), i18n.language)}</TableCell>
                <TableCell>{formatMoney(amountOf(r.earning), i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
    </SandboxPage>
  )
}
