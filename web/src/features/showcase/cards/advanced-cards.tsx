import {
  Avatar,
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { api } from '../../../lib/api-client'
import { getEcommerce, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
})

const getTopCustomers = (signal: AbortSignal) =>
  api.GET('/api/apps/ecommerce/customers', {
    params: { query: { sortBy: 'totalSpent', orderBy: 'desc', itemsPerPage: '5' } },
    signal,
  })

/** Advanced cards: lists, avatars and progress inside a card; the best customers and the status of orders. */
export default function AdvancedCards() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const customers = useExampleData(getTopCustomers)
  const shop = useExampleData(getEcommerce)
  if (customers.error || shop.error)
    return (
      <ErrorState
        message={customers.error ?? shop.error ?? ''}
        onRetry={() => {
          customers.reload()
          shop.reload()
        }}
      />
    )
  if (!customers.data || !shop.data) return <LoadingState />
  const orders = shop.data.ordersByStatus.reduce((n, s) => n + s.count, 0)
  return (
    <CardsGrid>
      <Card className={styles.card}>
        <CardHeader header={<Text weight="semibold">{t('cards.topCustomers')}</Text>} />
        {customers.data.customers.map((c) => (
          <div key={c.id} className={styles.row}>
            <Avatar name={c.customer} size={32} />
            <div className={styles.grow}>
              <Body1 truncate wrap={false}>
                {c.customer}
              </Body1>
              <Caption1 className={styles.muted}>{c.country}</Caption1>
            </div>
            <Text weight="semibold">{f.money(Number(String(c.totalSpent).replace(/[^0-9.]/g, '')))}</Text>
          </div>
        ))}
      </Card>
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{t('cards.orderStatus')}</Text>}
          description={<Caption1 className={styles.muted}>{t('cards.ordersTotal', { count: orders })}</Caption1>}
        />
        {shop.data.ordersByStatus.map((s) => (
          <div key={s.status}>
            <div className={styles.row}>
              <Body1 className={styles.grow}>{s.status}</Body1>
              <Text>{f.number(s.count)}</Text>
            </div>
            <ProgressBar value={orders ? s.count / orders : 0} thickness="large" aria-label={s.status} />
          </div>
        ))}
      </Card>
    </CardsGrid>
  )
}
