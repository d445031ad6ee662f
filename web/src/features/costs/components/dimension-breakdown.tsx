import { Caption1, Field, makeStyles, Select, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { getCostBreakdown, type BreakdownDimension, type CostBreakdown } from '../api'
import { BREAKDOWN_DIMENSIONS, breakdownLabel } from '../breakdown-dimensions'
import { exportQuery } from '../cost-query'
import { formatMoney } from '../format-money'
import type { CostFilters } from '../use-cost-filters'
import { BreakdownTable } from './breakdown-table'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  switch: { maxWidth: '320px' },
  note: { color: tokens.colorNeutralForeground3 },
})

// A key the service never sends for a value (null: no value; '': a value no longer known).
const NONE = '\u0000none'
const GONE = '\u0000gone'

/** The card's lines as the table takes them: every key a string, every label in the screen's language. */
function lines(b: CostBreakdown, labelOf: (key: string | null, label: string | null) => string) {
  return b.items.map((i) => ({
    key: i.key === null ? NONE : i.key === '' ? GONE : i.key,
    label: labelOf(i.key, i.label),
    amountMinor: i.amountMinor,
    tokens: i.tokens,
    events: i.events,
  }))
}

/**
 * Spend by one dimension the overview does not hold (who started the work, the engine, the model, the report
 * kind, the meeting's tags), switched in place; the choice lives in the URL with the other filters. The figures
 * are the dashboard's filter and currency; the shares are of the period's total.
 */
export function DimensionBreakdown({
  filters,
  onChange,
}: {
  filters: CostFilters
  onChange: (by: BreakdownDimension) => void
}) {
  const { t, i18n } = useTranslation(['costs', 'reports'])
  const styles = useStyles()
  const by = filters.by ?? 'user'
  // The whole period (a drilled-down bar narrows the rows card only), as the breakdowns beside it.
  const { from, to, orgId, kind } = exportQuery({ ...filters, period: undefined })
  const query = { from, to, ...(orgId ? { orgId } : {}), ...(kind ? { kind } : {}), by }
  const load = useLoad((signal) => getCostBreakdown(query, signal), [JSON.stringify(query)], t('loadFailed'))
  const labelOf = (key: string | null, label: string | null) => breakdownLabel(t, by, key, label)
  const b = load.data
  return (
    <SectionCard title={t('breakdown.title')} id="cost-breakdown">
      <div className={styles.root} data-dimension-breakdown={by}>
        <Field label={t('breakdown.by')} className={styles.switch}>
          <Select value={by} onChange={(_, d) => onChange(d.value as BreakdownDimension)}>
            {BREAKDOWN_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {t(`breakdown.dimensions.${d}`)}
              </option>
            ))}
          </Select>
        </Field>
        {load.error ? (
          <ErrorState message={load.error} onRetry={load.reload} />
        ) : !b || b.by !== by ? (
          <LoadingState />
        ) : b.items.length === 0 ? (
          <EmptyState title={t('empty')} hint={t('emptyHint')} />
        ) : (
          <>
            <BreakdownTable items={lines(b, labelOf)} currency={b.currency} total={b.totalMinor} />
            {b.moreItems > 0 && (
              <Caption1 className={styles.note}>
                {t('breakdown.more', {
                  count: b.moreItems,
                  amount: formatMoney(b.moreMinor, b.currency, i18n.language),
                })}
              </Caption1>
            )}
            <Caption1 className={styles.note} data-breakdown-note>
              {by === 'tag'
                ? t('breakdown.tagNote', { total: formatMoney(b.totalMinor, b.currency, i18n.language) })
                : by === 'report-kind'
                  ? t('breakdown.reportKindNote')
                  : t('breakdown.unknownNote')}
            </Caption1>
          </>
        )}
      </div>
    </SectionCard>
  )
}
