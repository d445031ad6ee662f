import { Badge, Body1, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import { useUrlQuery } from '../shared/use-url-query'
import { getVehicle, listVehicles, NO_WARNINGS } from './logistics-api'
import { RouteView } from './route-view'
import { VehicleList } from './vehicle-list'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  dd: { margin: 0 },
})

interface FleetQuery {
  page: number
  itemsPerPage: number
  vehicle?: number
}
const DEFAULTS: FleetQuery = { page: 1, itemsPerPage: 5 }
const SPEC = { page: 'number', itemsPerPage: 'number', vehicle: 'number' } as const

/** /apps/logistics/fleet: the vehicles, paged by the service, and the chosen one's route drawn as a schematic. */
export function FleetPage() {
  const { t } = useTranslation('sandboxLogistics')
  const styles = useStyles()
  const [query, setQuery] = useUrlQuery<FleetQuery>(DEFAULTS, SPEC)
  const page = { page: query.page, itemsPerPage: query.itemsPerPage }
  const vehicles = useLoad((signal) => listVehicles(page, signal), [query.page, query.itemsPerPage], t('loadError'))
  const chosenId = query.vehicle ?? vehicles.data?.vehicles[0]?.id
  const chosen = useLoad(
    (signal) => (chosenId ? getVehicle(chosenId, signal) : Promise.resolve({ data: undefined })),
    [chosenId],
    t('loadError'),
  )
  const rows = vehicles.data?.vehicles ?? []
  const v = chosen.data

  const fact = (term: string, value: React.ReactNode) => [
    <dt key={`${term}t`} className={styles.term}>
      {term}
    </dt>,
    <dd key={`${term}d`} className={styles.dd}>
      {value}
    </dd>,
  ]
  return (
    <SandboxPage title={t('fleetTitle')} subtitle={t('fleetSubtitle')}>
      <div className={styles.grid}>
        <SectionCard title={t('vehicles')}>
          {vehicles.error ? (
            <ErrorState message={vehicles.error} onRetry={vehicles.reload} />
          ) : !vehicles.data ? (
            <LoadingState />
          ) : rows.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <VehicleList rows={rows} selected={chosenId} onSelect={(x) => setQuery((q) => ({ ...q, vehicle: x.id }))} />
          )}
          <TablePagination
            page={query.page}
            pageSize={query.itemsPerPage}
            total={vehicles.data?.totalVehicles ?? 0}
            onPage={(p) => setQuery((q) => ({ ...q, page: p, vehicle: undefined }))}
            onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage, vehicle: undefined }))}
          />
        </SectionCard>
        <SectionCard title={v ? t('routeOf', { code: v.location }) : t('route')}>
          {chosen.notFound ? (
            <EmptyState title={t('vehicleNotFound')} />
          ) : chosen.error ? (
            <ErrorState message={chosen.error} onRetry={chosen.reload} />
          ) : !v ? (
            chosenId || vehicles.loading ? (
              <LoadingState />
            ) : (
              <EmptyState title={t('pickVehicle')} />
            )
          ) : (
            <>
              <RouteView vehicle={v} />
              <dl className={styles.facts}>
                {fact(t('columns.startRoute'), `${v.startCity}, ${v.startCountry}`)}
                {fact(t('columns.endRoute'), `${v.endCity}, ${v.endCountry}`)}
                {fact(
                  t('columns.warnings'),
                  <Badge appearance="tint" color={v.warnings === NO_WARNINGS ? 'success' : 'warning'}>
                    {t(`warnings.${v.warnings}`, { defaultValue: v.warnings })}
                  </Badge>,
                )}
                {fact(t('columns.progress'), <Body1>{t('progressShort', { progress: v.progress })}</Body1>)}
              </dl>
              <ProgressBar
                value={v.progress / 100}
                thickness="large"
                aria-label={t('progressOf', { code: v.location, progress: v.progress })}
              />
            </>
          )}
        </SectionCard>
      </div>
    </SandboxPage>
  )
}
