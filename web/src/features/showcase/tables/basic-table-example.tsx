import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { DataWidget } from '../../../components/data-widget'
import { useLoad } from '../../../lib/use-load'
import { useFormatters } from '../../sandbox-dashboards'
import { listSalesPage } from './sales-api'

const STATUS_COLOR = { Completed: 'success', Confirmed: 'informative', Cancelled: 'danger' } as const
const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '520px' } })

/** /tables/basic: a plain Fluent table of the five latest sales, no state of its own: the shape to copy for a short list. */
export default function BasicTableExample() {
  const { t } = useTranslation('showcaseForms')
  const f = useFormatters()
  const styles = useStyles()
  const latest = useLoad(
    (signal) => listSalesPage({ page: 1, itemsPerPage: 5, sortBy: 'date', orderBy: 'desc' }, signal),
    [],
    t('loadFailed'),
  )
  return (
    <DataWidget
      title={t('basicTable.title')}
      data={latest.data}
      error={latest.error}
      onRetry={latest.reload}
      emptyText={t('sales.empty')}
      empty={(d) => d.rows.length === 0}
    >
      {(d) => (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('basicTable.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('sales.product')}</TableHeaderCell>
                <TableHeaderCell>{t('sales.buyer')}</TableHeaderCell>
                <TableHeaderCell>{t('sales.date')}</TableHeaderCell>
                <TableHeaderCell>{t('sales.total')}</TableHeaderCell>
                <TableHeaderCell>{t('sales.status')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.product.name}</TableCell>
                  <TableCell>{r.buyer.name}</TableCell>
                  <TableCell>{f.day(r.date)}</TableCell>
                  <TableCell>{f.money(r.payment.total)}</TableCell>
                  <TableCell>
                    <Badge
                      appearance="filled"
                      color={STATUS_COLOR[r.payment.status as keyof typeof STATUS_COLOR] ?? 'informative'}
                    >
                      {t(`sales.values.${r.payment.status.toLowerCase()}` as 'sales.values.completed', {
                        defaultValue: r.payment.status,
                      })}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </DataWidget>
  )
}
