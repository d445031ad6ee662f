import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { CostFilterBar } from './components/cost-filter-bar'
import { DrillDownRows } from './components/drill-down-rows'
import { SpendChart } from './components/spend-chart'
import { useCostView } from './use-cost-overview'

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } })

/** /omc/barchart_omc: spend per period stacked by kind or organization; a bar opens its rows. */
export function CostBarchartPage() {
  const { t } = useTranslation('costs')
  const styles = useStyles()
  // This page is omc's costs by organization: stacked by organization unless the URL asks for kinds.
  const { filters, setFilters, load } = useCostView('org')
  const [exportFailed, setExportFailed] = useState(false)
  const o = load.data
  return (
    <div className={styles.root}>
      <PageHeader title={t('barchart.title')} subtitle={t('barchart.subtitle')} />
      <CostFilterBar
        filters={filters}
        onChange={setFilters}
        organizations={o?.byOrg ?? []}
        showStackBy
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
      ) : o.series.length === 0 ? (
        <EmptyState title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <SectionCard title={t('sections.overTime')}>
          <SpendChart
            overview={o}
            stackBy={filters.stackBy}
            height={360}
            onDrill={(period) => setFilters({ period })}
          />
        </SectionCard>
      )}
      {o && filters.period && <DrillDownRows filters={filters} onClear={() => setFilters({ period: undefined })} />}
    </div>
  )
}
