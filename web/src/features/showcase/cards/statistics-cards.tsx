import {
  BoxRegular,
  CartRegular,
  MoneyRegular,
  PeopleRegular,
  PersonAvailableRegular,
  VehicleTruckRegular,
} from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { StatCard } from '../../../components/stat-card'
import { getAnalytics, getEcommerce, getLogistics, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

/** Statistics cards: one figure each, with what it counts; figures from the dashboards' aggregates. */
export default function StatisticsCards() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const shop = useExampleData(getEcommerce)
  const analytics = useExampleData(getAnalytics)
  const fleet = useExampleData(getLogistics)
  const error = shop.error ?? analytics.error ?? fleet.error
  if (error)
    return (
      <ErrorState
        message={error}
        onRetry={() => {
          shop.reload()
          analytics.reload()
          fleet.reload()
        }}
      />
    )
  if (!shop.data || !analytics.data || !fleet.data) return <LoadingState />
  return (
    <CardsGrid>
      <StatCard label={t('series.orders')} value={f.number(shop.data.stats.sales)} icon={<CartRegular />} />
      <StatCard label={t('series.revenue')} value={f.money(shop.data.stats.revenue)} icon={<MoneyRegular />} />
      <StatCard label={t('series.products')} value={f.number(shop.data.stats.products)} icon={<BoxRegular />} />
      <StatCard label={t('cards.customers')} value={f.number(shop.data.stats.customers)} icon={<PeopleRegular />} />
      <StatCard
        label={t('cards.activeUsers')}
        value={f.number(analytics.data.kpis.activeUsers)}
        hint={t('cards.ofUsers', { count: analytics.data.kpis.users })}
        icon={<PersonAvailableRegular />}
      />
      <StatCard
        label={t('cards.onRoute')}
        value={f.number(fleet.data.overview.onRoute)}
        hint={t('cards.ofVehicles', { count: fleet.data.overview.vehicles })}
        icon={<VehicleTruckRegular />}
      />
    </CardsGrid>
  )
}
