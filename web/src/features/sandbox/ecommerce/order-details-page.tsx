import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import { DetailsList } from './details-list'
import { getOrderDetails, type OrderDetails } from './ecommerce-api'
import { formatDate, formatMoney } from './money'
import { PAYMENT_STATES, timelineOf } from './order-timeline'
import { PersonCell } from './person-cell'
import { ProductThumb } from './product-thumb'
import { StatusBadge } from './product-status-badge'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '480px', tableLayout: 'auto' },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  totals: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  timeline: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  step: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  done: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  todo: { color: tokens.colorNeutralForeground3, fontSize: '20px' },
  muted: { color: tokens.colorNeutralForeground2 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

/** /apps/ecommerce/order/details/{order}: the order's lines and totals, its delivery timeline, the customer and the addresses. */
export function OrderDetailsPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('ecommerce')
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const details = useLoad(
    (signal) =>
      valid
        ? getOrderDetails(id, signal)
        : Promise.resolve({ data: undefined, response: new Response(null, { status: 404 }) }),
    [id],
    t('loadError'),
  )
  const back = <Link href="/apps/ecommerce/order/list">{t('orders.back')}</Link>
  if (!valid || details.notFound)
    return (
      <SandboxPage title={t('orders.detailTitle')}>
        <EmptyState title={t('orders.notFound')} action={back} />
      </SandboxPage>
    )
  if (details.error)
    return (
      <SandboxPage title={t('orders.detailTitle')}>
        <ErrorState message={details.error} onRetry={details.reload} />
      </SandboxPage>
    )
  if (!details.data)
    return (
      <SandboxPage title={t('orders.detailTitle')}>
        <LoadingState />
      </SandboxPage>
    )
  const d = details.data
  return (
    <SandboxPage
      title={t('orders.number', { order: d.order.order })}
      subtitle={`${formatDate(d.order.date, i18n.language)} ${d.order.time}`}
      actions={back}
    >
      <OrderBody d={d} />
    </SandboxPage>
  )
}

function OrderBody({ d }: { d: OrderDetails }) {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const money = (n: number) => formatMoney(n, i18n.language)
  const address = (a: OrderDetails['shippingAddress']) =>
    [a.name, a.street, `${a.city} ${a.postcode}`, a.country].join(', ')
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <div className={styles.badges}>
          <StatusBadge status={d.order.status} />
          <Badge appearance="outline" color="informative">
            {t(`payment.${PAYMENT_STATES[d.order.payment - 1] ?? 'pending'}`)}
          </Badge>
        </div>
        <SectionCard title={t('orders.items')}>
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={t('orders.items')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('products.product')}</TableHeaderCell>
                  <TableHeaderCell>{t('products.price')}</TableHeaderCell>
                  <TableHeaderCell>{t('products.qty')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.total')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.lines.map((l) => (
                  <TableRow key={l.productId}>
                    <TableCell>
                      <div className={styles.product}>
                        <ProductThumb src={l.image} alt={l.name} />
                        <div>
                          <Text weight="semibold">{l.name}</Text>
                          <br />
                          <Caption1 className={styles.muted}>{l.brand}</Caption1>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell>{money(l.price)}</TableCell>
                    <TableCell>{l.qty}</TableCell>
                    <TableCell>{money(l.price * l.qty)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className={styles.totals}>
            <Body1>
              {t('orders.subtotal')}: {money(d.subtotal)}
            </Body1>
            <Body1>
              {t('orders.shipping')}: {money(d.shipping)}
            </Body1>
            <Body1>
              {t('orders.tax')}: {money(d.tax)}
            </Body1>
            <Text weight="semibold">
              {t('orders.total')}: {money(d.total)}
            </Text>
          </div>
        </SectionCard>
        <SectionCard title={t('orders.timeline')}>
          <ol className={styles.timeline}>
            {timelineOf(d.order.status, d.order.date).map((s) => (
              <li key={s.step} className={styles.step} aria-current={s.current ? 'step' : undefined}>
                {s.done ? (
                  <CheckmarkCircleFilled className={styles.done} aria-hidden />
                ) : (
                  <CircleRegular className={styles.todo} aria-hidden />
                )}
                <div>
                  <Text weight={s.current ? 'semibold' : 'regular'}>{t(`timeline.${s.step}`)}</Text>
                  <br />
                  <Caption1 className={styles.muted}>
                    {s.at ? formatDate(s.at, i18n.language) : t('timeline.waiting')}
                  </Caption1>
                </div>
              </li>
            ))}
          </ol>
        </SectionCard>
      </div>
      <div className={styles.column}>
        <SectionCard title={t('orders.customer')}>
          <PersonCell name={d.order.customer} email={d.order.email} />
          <Body1>{t('orders.customerOrders', { count: d.customerOrders })}</Body1>
        </SectionCard>
        <SectionCard title={t('orders.shippingAddress')}>
          <Body1>{address(d.shippingAddress)}</Body1>
        </SectionCard>
        <SectionCard title={t('orders.billingAddress')}>
          <DetailsList
            rows={[
              [t('orders.address'), address(d.billingAddress)],
              [
                t('orders.method'),
                `${d.order.method === 'paypalLogo' ? 'PayPal' : 'Mastercard'} ···${String(d.order.methodNumber).slice(-4)}`,
              ],
            ]}
          />
        </SectionCard>
      </div>
    </div>
  )
}
