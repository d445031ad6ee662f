import { Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { DataTable, bindListQuery, loadStateOf } from '../../../components/data-table/data-table'
import { useListPageStyles } from '../../../components/list-page-styles'
import { PageHeader } from '../../../components/page-header'
import { useLoad } from '../../../lib/use-load'
import { getLogistics, LogisticsDashboard } from '../../sandbox-dashboards'
import { useUrlQuery } from '../shared/use-url-query'
import { listVehicles, VEHICLE_SORTS, type VehicleQuery } from './logistics-api'
import { useVehicleColumns } from './vehicle-columns'

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
  const { t } = useTranslation('sandboxLogistics')
  const styles = useStyles()
  const list = useListPageStyles()
  const [, navigate] = useLocation()
  const summary = useLoad(getLogistics, [], t('loadError'))
  const [query, setQuery] = useUrlQuery<VehicleQuery>(VEHICLE_DEFAULTS, VEHICLE_SPEC, VEHICLE_ALLOWED)
  const vehicles = useLoad((signal) => listVehicles(query, signal), [JSON.stringify(query)], t('loadError'))
  const columns = useVehicleColumns((v) => navigate(`/apps/logistics/fleet?vehicle=${v.id}`))
  return (
    <div className={styles.root}>
      <LogisticsDashboard
        loaded={summary}
        header={<PageHeader title={t('dashboardTitle')} subtitle={t('dashboardSubtitle')} />}
      />
      <Card className={list.card}>
        <Subtitle1 as="h2">{t('allVehicles')}</Subtitle1>
        <DataTable
          label={t('vehicleTable')}
          columns={columns}
          rows={vehicles.data?.vehicles}
          total={vehicles.data?.totalVehicles ?? 0}
          rowKey={(v) => String(v.id)}
          {...bindListQuery(query, setQuery)}
          {...loadStateOf(vehicles)}
          emptyText={t('empty')}
        />
      </Card>
    </div>
  )
}
