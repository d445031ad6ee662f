import {
  Body1,
  Button,
  Card,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../../config/paths'
import { useMoney } from '../use-money'
import type { PlacedOrder } from './checkout-api'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM, maxWidth: '880px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
})

/** The confirmation: the order's number and total, and where to find it in the sandbox's order list. */
export function OrderPlaced({ order, onAgain }: { order: PlacedOrder; onAgain: () => void }) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const money = useMoney()
  return (
    <Card className={styles.card}>
      <MessageBar intent="success" role="status">
        <MessageBarBody>
          <MessageBarTitle>{t('checkout.placedTitle', { order: order.order })}</MessageBarTitle>
          {t('checkout.placedText', { total: money(order.spent), email: order.email })}
        </MessageBarBody>
      </MessageBar>
      <Body1>{t('checkout.placedHint')}</Body1>
      <div className={styles.actions}>
        <Link href={`${paths.ecommerce.orderList.getHref()}?q=${order.order}`} asChild>
          <FluentLink>{t('checkout.openOrders')}</FluentLink>
        </Link>
        <Button onClick={onAgain}>{t('checkout.again')}</Button>
      </div>
    </Card>
  )
}
