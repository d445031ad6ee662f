import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { AreaSeriesChart } from '../../../components/charts/area-series-chart'
import { DonutChart } from '../../../components/charts/donut-chart'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { getCrm, getEcommerce, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalS } })

/** Widget cards: a small chart with its headline figure. */
export default function WidgetCards() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const shop = useExampleData(getEcommerce)
  const crm = useExampleData(getCrm)
  if (shop.error || crm.error)
    return (
      <ErrorState
        message={shop.error ?? crm.error ?? ''}
        onRetry={() => {
          shop.reload()
          crm.reload()
        }}
      />
    )
  if (!shop.data || !crm.data) return <LoadingState />
  return (
    <CardsGrid>
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{t('series.revenue')}</Text>}
          description={
            <Text size={500} weight="bold">
              {f.money(crm.data.salesOverview.total)}
            </Text>
          }
        />
        <AreaSeriesChart
          label={t('series.revenue')}
          height={140}
          data={crm.data.revenueByMonth.map((m) => ({ ...m, label: f.month(m.month) }))}
          category="label"
          series={[{ key: 'revenue', label: t('series.revenue') }]}
          format={f.money}
          axisFormat={f.compactMoney}
        />
      </Card>
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{t('cards.orderStatus')}</Text>}
          description={
            <Text size={500} weight="bold">
              {f.number(shop.data.stats.sales)}
            </Text>
          }
        />
        <DonutChart
          label={t('cards.orderStatus')}
          height={220}
          slices={shop.data.ordersByStatus.map((s) => ({ name: s.status, value: s.count }))}
        />
      </Card>
    </CardsGrid>
  )
}
