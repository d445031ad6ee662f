import { Card, makeStyles, ProgressBar, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useListPageStyles } from '../../../components/list-page-styles'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { getLogistics, LogisticsDashboard } from '../../sandbox-dashboards'
import { useUrlQuery } from '../shared/use-url-query'
import { listVehicles, VEHICLE_SORTS, type VehicleQuery, type VehicleSortKey } from './logistics-api'
import { VehicleTable } from './vehicle-table'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1440px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
})

export const VEHICLE_DEFAULTS: VehicleQuery = { page: 1, itemsPerPage: 5 }
export const VEHICLE_SPEC = { page: 'number', itemsPerPage: 'number', sortBy: 'string', orderBy: 'string' } as const
export const VEHICLE_ALLOWED = { sortBy: VEHICLE_SORTS, orderBy: ['asc', 'desc'] }

/** /apps/logistics/dashboard: the logistics dashboard's widgets, then every vehicle with its progress, paged by the service. */
export function LogisticsDashboardPage() {
  const { t } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const list = useListPageStyles()
  const [, navigate] = useLocation()
  const summary = useLoad(getLogistics, [], t('loadError'))
  const [query, setQuery] = useUrlQuery<VehicleQuery>(VEHICLE_DEFAULTS, VEHICLE_SPEC, VEHICLE_ALLOWED)
  const vehicles = useLoad((signal) => listVehicles(query, signal), [JSON.stringify(query)], t('loadError'))
  const onSort = (key: VehicleSortKey) =>
    setQuery((q) => ({ ...q, page: 1, sortBy: key, orderBy: q.sortBy === key && q.orderBy === 'asc' ? 'desc' : 'asc' }))
  const rows = vehicles.data?.vehicles ?? []
  return (
    <div className={styles.root}>
      <LogisticsDashboard
        loaded={summary}
        header={<PageHeader title={t('logistics.dashboardTitle')} subtitle={t('logistics.dashboardSubtitle')} />}
      />
      <Card className={list.card}>
        <Subtitle1 as="h2">{t('logistics.allVehicles')}</Subtitle1>
        {vehicles.error && <ErrorState message={vehicles.error} onRetry={vehicles.reload} />}
        <div className={list.scroll} aria-busy={vehicles.loading}>
          {vehicles.loading && vehicles.data && <ProgressBar className={list.progress} thickness="medium" />}
          {!vehicles.data && vehicles.loading ? (
            <LoadingState />
          ) : rows.length === 0 && !vehicles.error ? (
            <EmptyState title={t('logistics.empty')} />
          ) : (
            rows.length > 0 && (
              <VehicleTable
                rows={rows}
                query={query}
                onSort={onSort}
                onOpen={(v) => navigate(`/apps/logistics/fleet?vehicle=${v.id}`)}
              />
            )
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={vehicles.data?.totalVehicles ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage }))}
        />
      </Card>
    </div>
  )
}
