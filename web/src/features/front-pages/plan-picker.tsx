import {
  Badge,
  Caption1,
  Link as FluentLink,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { formatMoney, orderablePlans } from './order-math'
import type { BillingCycle, BillingTerms, CataloguePlan } from './public-api'
import { usePlanName } from './use-plan-catalogue'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // Fluent greys an unchecked radio's label; here every option must read as a choice, not as disabled.
  readable: {
    '& .fui-Radio__input:enabled:not(:checked) ~ .fui-Radio__label': { color: tokens.colorNeutralForeground1 },
  },
  option: {
    alignItems: 'flex-start',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1Hover}` },
  },
  // A thin border plus an inset ring, so choosing a plan does not shift the layout by a pixel.
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    boxShadow: `inset 0 0 0 1px ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
  },
  label: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
    paddingBlock: tokens.spacingVerticalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  badge: { alignSelf: 'flex-start' },
  price: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  amount: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  note: { display: 'block', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
})

/** The self-serve plans as large radio options: name, monthly price, what it includes. */
export function PlanPicker({
  plans,
  value,
  onChange,
}: {
  plans: CataloguePlan[]
  value: CataloguePlan['plan']
  onChange: (plan: CataloguePlan['plan']) => void
}) {
  const { t, i18n } = useTranslation('frontCheckout')
  const tm = useTranslation('misc').t
  const styles = useStyles()
  const planName = usePlanName()
  const negotiated = plans.some((p) => !p.selfServe)
  return (
    <>
      <RadioGroup
        className={styles.grid}
        value={value}
        onChange={(_, d) => onChange(d.value as CataloguePlan['plan'])}
        aria-label={t('plan.title')}
      >
        {orderablePlans(plans).map((p) => (
          <Radio
            key={p.plan}
            value={p.plan}
            className={mergeClasses(styles.option, styles.readable, value === p.plan && styles.selected)}
            label={{
              className: styles.label,
              children: (
                <>
                  <Subtitle2>{planName(p.plan)}</Subtitle2>
                  <span className={styles.price}>
                    <span className={styles.amount}>
                      {p.priceMonthlyMinor
                        ? formatMoney(p.priceMonthlyMinor, p.currency, i18n.language)
                        : t('plan.free')}
                    </span>
                    {p.priceMonthlyMinor ? <Caption1 className={styles.muted}>{t('plan.perMonth')}</Caption1> : null}
                  </span>
                  <Text size={200} className={styles.muted}>
                    {tm(`front.plans.${p.plan}.body`)}
                  </Text>
                  <Badge className={styles.badge} appearance="tint" color={value === p.plan ? 'brand' : 'informative'}>
                    {p.accountLimit === null ? t('plan.unlimited') : t('plan.accounts', { count: p.accountLimit })}
                  </Badge>
                </>
              ),
            }}
          />
        ))}
      </RadioGroup>
      {negotiated && (
        <Caption1 className={styles.note}>
          {t('plan.enterprise')}{' '}
          <Link href={paths.frontPages.pricing.getHref()} asChild>
            <FluentLink>{t('plan.comparePlans')}</FluentLink>
          </Link>
        </Caption1>
      )}
    </>
  )
}

/** Monthly or yearly billing; the yearly option says how many months it charges. */
export function CyclePicker({
  terms,
  value,
  onChange,
}: {
  terms: BillingTerms
  value: BillingCycle
  onChange: (cycle: BillingCycle) => void
}) {
  const { t } = useTranslation('frontCheckout')
  const styles = useStyles()
  return (
    <RadioGroup
      layout="horizontal"
      value={value}
      onChange={(_, d) => onChange(d.value as BillingCycle)}
      aria-label={t('cycle.title')}
    >
      {terms.cycles.map((cycle) => (
        <Radio
          key={cycle}
          value={cycle}
          className={styles.readable}
          label={
            cycle === 'yearly'
              ? `${t('cycle.yearly')} · ${t('cycle.yearlyHint', { months: terms.yearlyMonthsCharged })}`
              : t('cycle.monthly')
          }
        />
      ))}
    </RadioGroup>
  )
}
