import {
  Badge,
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
import { useLoad } from '../../../lib/use-load'
import { listUsagePrices, type UsagePrice } from '../api'
import { PriceForm } from './price-form'
import { PriceRecalculation } from './price-recalculation'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '760px' },
  num: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
})

/** The price in force now for its kind, model and currency: the latest that has started. */
function inForce(p: UsagePrice, all: UsagePrice[]) {
  const now = Date.now()
  if (Date.parse(p.validFrom) > now) return false
  return !all.some(
    (q) =>
      q.kind === p.kind &&
      q.pattern === p.pattern &&
      q.currency === p.currency &&
      Date.parse(q.validFrom) > Date.parse(p.validFrom) &&
      Date.parse(q.validFrom) <= now,
  )
}

/**
 * Superadmin: the price table with its history, per kind (its engine and unit) and model, each price with its
 * start; a new price, and the explicit recalculation of a period.
 */
export function PriceTable() {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const [version, setVersion] = useState(0)
  const load = useLoad((signal) => listUsagePrices(signal), [version], t('prices.loadFailed'))
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 })
  const columns = [
    'engine',
    'pattern',
    'inputPriceMinor',
    'outputPriceMinor',
    'unitPriceMinor',
    'perQuantity',
    'validFrom',
  ] as const
  return (
    <>
      <SectionCard title={t('prices.title')}>
        <PriceForm onAdded={() => setVersion((v) => v + 1)} />
        {load.error ? (
          <ErrorState message={load.error} onRetry={load.reload} />
        ) : !load.data ? (
          <LoadingState />
        ) : load.data.prices.length === 0 ? (
          <EmptyState title={t('prices.empty')} />
        ) : (
          <div className={styles.scroll}>
            <Table size="small" className={styles.table} aria-label={t('prices.title')}>
              <TableHeader>
                <TableRow>
                  {columns.map((k) => (
                    <TableHeaderCell key={k}>{t(`prices.${k}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {load.data.prices.map((p) => (
                  <TableRow key={p.id} data-price-id={p.id}>
                    <TableCell>
                      {t(`kinds.${p.kind}`, { defaultValue: p.kind })}{' '}
                      {inForce(p, load.data!.prices) && (
                        <Badge appearance="tint" color="success">
                          {t('prices.inForce')}
                        </Badge>
                      )}{' '}
                      {p.example && (
                        <Badge appearance="tint" color="informative">
                          {t('prices.example')}
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>{p.pattern}</TableCell>
                    <TableCell className={styles.num}>{n.format(p.inputPriceMinor)}</TableCell>
                    <TableCell className={styles.num}>{n.format(p.outputPriceMinor)}</TableCell>
                    <TableCell className={styles.num}>{n.format(p.unitPriceMinor)}</TableCell>
                    <TableCell className={styles.num}>
                      {t(`prices.per.${p.kind}`, {
                        defaultValue: n.format(p.perQuantity),
                        count: p.perQuantity,
                        value: n.format(p.perQuantity),
                      })}
                    </TableCell>
                    <TableCell className={styles.num}>{when.format(new Date(p.validFrom))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </SectionCard>
      <SectionCard title={t('recalc.title')}>
        <PriceRecalculation onDone={() => setVersion((v) => v + 1)} />
      </SectionCard>
    </>
  )
}
