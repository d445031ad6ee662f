import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Subtitle1,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ErrorState, LoadingState } from '../../components/screen-state'
import { paths } from '../../config/paths'
import { formatMoney } from './order-math'
import { planComparison } from './plan-comparison'
import type { BillingCycle, CataloguePlan, PlanCatalogue } from './public-api'
import { usePlanCatalogue, usePlanName } from './use-plan-catalogue'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  cycle: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  featured: { boxShadow: `inset 0 0 0 2px ${tokens.colorBrandStroke1}` },
  price: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  amount: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightHero700,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  scroll: { overflowX: 'auto', minWidth: 0 },
  yes: { color: tokens.colorPaletteGreenForeground1 },
  no: { color: tokens.colorNeutralForeground4 },
})

/** The monthly price a cycle works out to: a year charges `yearlyMonthsCharged` months. */
const perMonth = (plan: CataloguePlan, cycle: BillingCycle, catalogue: PlanCatalogue) =>
  plan.priceMonthlyMinor === null
    ? null
    : cycle === 'yearly'
      ? Math.round((plan.priceMonthlyMinor * catalogue.terms.yearlyMonthsCharged) / 12)
      : plan.priceMonthlyMinor

/**
 * The plan catalogue of the service (GET /api/public/plans) as pricing cards with a monthly / yearly switch and a
 * feature comparison table: the one pricing component of the front pricing page and the sandbox pricing page.
 */
export function PricingPlans() {
  const { t, i18n } = useTranslation('frontCheckout')
  const tm = useTranslation('misc').t
  const styles = useStyles()
  const planName = usePlanName()
  const [cycle, setCycle] = useState<BillingCycle>('monthly')
  const { data, error, reload } = usePlanCatalogue()
  if (error) return <ErrorState message={error} onRetry={reload} />
  if (!data) return <LoadingState />
  const comparison = planComparison(data.plans)
  const saved = 12 - data.terms.yearlyMonthsCharged
  return (
    <div className={styles.root}>
      <div className={styles.cycle}>
        <Text>{t('cycle.monthly')}</Text>
        <Switch
          checked={cycle === 'yearly'}
          onChange={(_, d) => setCycle(d.checked ? 'yearly' : 'monthly')}
          aria-label={t('cycle.title')}
        />
        <Text>{t('cycle.yearly')}</Text>
        {saved > 0 && (
          <Badge appearance="tint" color="success">
            {t('pricing.monthsFree', { count: saved })}
          </Badge>
        )}
      </div>
      <div className={styles.grid}>
        {data.plans.map((p) => {
          const monthly = perMonth(p, cycle, data)
          return (
            <Card key={p.plan} className={mergeClasses(styles.card, p.plan === 'team' && styles.featured)}>
              <Subtitle1 as="h2">{planName(p.plan)}</Subtitle1>
              <Text className={styles.muted}>{tm(`front.plans.${p.plan}.body`)}</Text>
              <div className={styles.price}>
                <span className={styles.amount}>
                  {monthly === null
                    ? t('pricing.onRequest')
                    : monthly === 0
                      ? t('plan.free')
                      : formatMoney(monthly, p.currency, i18n.language)}
                </span>
                {monthly ? <Caption1 className={styles.muted}>{t('plan.perMonth')}</Caption1> : null}
              </div>
              {monthly && cycle === 'yearly' ? (
                <Caption1 className={styles.muted}>
                  {t('pricing.billedYearly', { amount: formatMoney(monthly * 12, p.currency, i18n.language) })}
                </Caption1>
              ) : null}
              <Badge appearance="outline">
                {p.accountLimit === null ? t('plan.unlimited') : t('plan.accounts', { count: p.accountLimit })}
              </Badge>
              <ul className={styles.list}>
                {p.features.map((f) => (
                  <li key={f}>
                    <Body1>{f}</Body1>
                  </li>
                ))}
              </ul>
              <Link
                href={
                  p.selfServe
                    ? `${paths.auth.register.getHref()}?plan=${p.plan}&cycle=${cycle}`
                    : paths.frontPages.helpCenter.getHref()
                }
                asChild
              >
                <Button as="a" appearance={p.plan === 'team' ? 'primary' : 'secondary'}>
                  {p.selfServe ? tm('front.start') : t('pricing.contact')}
                </Button>
              </Link>
            </Card>
          )
        })}
      </div>
      <div className={styles.scroll}>
        <Table aria-label={t('plan.comparePlans')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('plan.comparePlans')}</TableHeaderCell>
              {data.plans.map((p) => (
                <TableHeaderCell key={p.plan}>{planName(p.plan)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>{t('pricing.accountsRow')}</TableCell>
              {data.plans.map((p) => (
                <TableCell key={p.plan}>{p.accountLimit === null ? t('plan.unlimited') : p.accountLimit}</TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell>{t(cycle === 'yearly' ? 'pricing.yearRow' : 'pricing.monthRow')}</TableCell>
              {data.plans.map((p) => {
                const monthly = perMonth(p, cycle, data)
                return (
                  <TableCell key={p.plan}>
                    {monthly === null
                      ? t('pricing.onRequest')
                      : formatMoney(cycle === 'yearly' ? monthly * 12 : monthly, p.currency, i18n.language)}
                  </TableCell>
                )
              })}
            </TableRow>
            {comparison.map((row) => (
              <TableRow key={row.feature}>
                <TableCell>{row.feature}</TableCell>
                {row.included.map((yes, i) => (
                  <TableCell key={data.plans[i].plan}>
                    {yes ? (
                      <CheckmarkRegular className={styles.yes} aria-label={t('pricing.included')} />
                    ) : (
                      <DismissRegular className={styles.no} aria-label={t('pricing.notIncluded')} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  )
}
