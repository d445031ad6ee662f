import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { useAppAbility } from '../../lib/ability'
import { below } from '../../theme/breakpoints'
import { BreakdownTable } from './components/breakdown-table'
import { CostFilterBar } from './components/cost-filter-bar'
import { DimensionBreakdown } from './components/dimension-breakdown'
import { DrillDownRows } from './components/drill-down-rows'
import { KpiCards } from './components/kpi-cards'
import { PriceTable } from './components/price-table'
import { SpendChart } from './components/spend-chart'
import { TopRecords } from './components/top-records'
import { useCostView } from './use-cost-overview'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // Three breakdowns side by side only where each gets room for its four columns in every language: at 320 px a
  // card held 302 px, and a Russian kind name with its figures needed 370 (cut off at 1366 px). Two abreast there.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
    gap: tokens.spacingHorizontalL,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
})

/** /omc/dashboard_cost: KPIs, spend over time, breakdowns and the most expensive records of the filtered period. */
export function CostDashboardPage() {
  const { t } = useTranslation('costs')
  const styles = useStyles()
  const { filters, setFilters, load } = useCostView()
  const [exportFailed, setExportFailed] = useState(false)
  const o = load.data
  const managesPrices = useAppAbility().can('manage', 'all')
  const kindLabel = (key: string, label: string) => t(`kinds.${key}`, { defaultValue: label })
  return (
    <div className={styles.root}>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <CostFilterBar
        filters={filters}
        onChange={setFilters}
        organizations={o?.byOrg ?? []}
        onExportError={() => setExportFailed(true)}
      />
      {exportFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('exportFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !o ? (
        <LoadingState />
      ) : o.kpis.events === 0 ? (
        <>
          <KpiCards overview={o} busy={load.loading} />
          <EmptyState title={t('empty')} hint={t('emptyHint')} />
        </>
      ) : (
        <>
          <KpiCards overview={o} busy={load.loading} />
          <SectionCard title={t('sections.overTime')}>
            <SpendChart overview={o} stackBy={filters.stackBy} onDrill={(period) => setFilters({ period })} />
          </SectionCard>
          {filters.period && <DrillDownRows filters={filters} onClear={() => setFilters({ period: undefined })} />}
          <div className={styles.grid}>
            <SectionCard title={t('sections.byOrg')}>
              <BreakdownTable items={o.byOrg} currency={o.currency} />
            </SectionCard>
            <SectionCard title={t('sections.byKind')}>
              <BreakdownTable items={o.byKind} currency={o.currency} labelOf={kindLabel} />
            </SectionCard>
            <SectionCard title={t('sections.byModel')}>
              <BreakdownTable items={o.byModel} currency={o.currency} />
            </SectionCard>
          </div>
          <DimensionBreakdown filters={filters} onChange={(by) => setFilters({ by })} />
          <div className={styles.pair}>
            <SectionCard title={t('sections.topMeetings')}>
              <TopRecords items={o.topMeetings} subject="meeting" currency={o.currency} />
            </SectionCard>
            <SectionCard title={t('sections.topReports')}>
              <TopRecords items={o.topReports} subject="report" currency={o.currency} />
            </SectionCard>
          </div>
        </>
      )}
      {managesPrices && <PriceTable />}
    </div>
  )
}
