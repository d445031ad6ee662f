import {
  Badge,
  Body1,
  Caption1,
  Card,
  Divider,
  makeStyles,
  Subtitle1,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { ReceiptRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, type Order } from './order-math'
import type { BillingTerms } from './public-api'
import { usePlanName } from './use-plan-catalogue'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  rows: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  saving: { color: tokens.colorPaletteGreenForeground1 },
  total: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  totalAmount: { fontVariantNumeric: 'tabular-nums' },
  notice: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  noticeIcon: { fontSize: '20px', flexShrink: 0, color: tokens.colorBrandForeground1 },
})

/** The order summary of the payment and checkout pages: plan, cycle, saving, tax and the first invoice's total. */
export function OrderSummary({
  order,
  terms,
  seats,
  children,
}: {
  order: Order
  terms: BillingTerms
  seats?: number
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation('frontCheckout')
  const styles = useStyles()
  const planName = usePlanName()
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language)
  const monthly = order.cycle === 'yearly' ? order.listMinor / 12 : order.listMinor
  return (
    <Card className={styles.card} aria-labelledby="order-summary">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="order-summary">
          {t('summary.title')}
        </Subtitle1>
        <Badge appearance="tint" color="brand">
          {t(`summary.billed.${order.cycle}`)}
        </Badge>
      </div>
      <dl className={styles.rows} data-testid="order-summary">
        <div className={styles.row}>
          <dt>
            <Text weight="semibold">{t('summary.plan', { plan: planName(order.plan) })}</Text>
          </dt>
          <dd />
        </div>
        {seats !== undefined && (
          <div className={styles.row}>
            <dt className={styles.muted}>{t('summary.seats', { count: seats })}</dt>
            <dd />
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('summary.monthlyPrice')}</dt>
          <dd>{money(monthly)}</dd>
        </div>
        {order.cycle === 'yearly' && (
          <>
            <div className={styles.row}>
              <dt>{t('summary.list', { price: money(monthly) })}</dt>
              <dd>{money(order.listMinor)}</dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.saving}>{t('summary.discount')}</dt>
              <dd className={styles.saving}>−{money(order.discountMinor)}</dd>
            </div>
          </>
        )}
        <div className={styles.row}>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{money(order.subtotalMinor)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('summary.tax', { rate: terms.tax.ratePercent })}</dt>
          <dd>{money(order.taxMinor)}</dd>
        </div>
      </dl>
      <Divider />
      <div className={styles.total}>
        <Body1>{t('summary.total')}</Body1>
        <Title2 as="p" className={styles.totalAmount} data-testid="order-total">
          {money(order.totalMinor)}
        </Title2>
      </div>
      <Caption1 className={styles.muted}>
        {order.totalMinor ? t(`summary.per.${order.cycle}`) : t('summary.free')}
      </Caption1>
      <div className={styles.notice}>
        <ReceiptRegular className={styles.noticeIcon} aria-hidden />
        <Caption1>{t('invoiceNotice')}</Caption1>
      </div>
      {children}
    </Card>
  )
}
