import { Body1, Caption1, Field, makeStyles, ProgressBar, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { formatMoney } from '../../costs'
import type { BillingOverview } from '../api'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground2 },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * A usage bar. `format` writes the figures (money with its currency, or counts); the hint reads "€1.30 of €1.00
 * (130 %)", with work in progress named beside it.
 */
function UsageBar({
  label,
  used,
  limit,
  inProgress = 0,
  format,
  data,
}: {
  label: string
  used: number
  limit: number | null
  inProgress?: number
  format: (n: number) => string
  data?: string
}) {
  const { t, i18n } = useTranslation('billing')
  const value = limit ? Math.min(1, used / limit) : 0
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 })
  const base =
    limit === null
      ? t('limits.unlimited', { used: format(used) })
      : t('limits.of', { used: format(used), limit: format(limit), percent: percent.format(limit ? used / limit : 0) })
  return (
    <Field
      label={label}
      data-usage={data}
      hint={inProgress > 0 ? `${base} · ${t('limits.inProgress', { value: format(inProgress) })}` : base}
      validationState={limit !== null && used >= limit ? 'error' : 'none'}
    >
      <ProgressBar
        value={limit === null ? 0 : value}
        max={1}
        color={limit !== null && used >= limit ? 'error' : value >= 0.8 ? 'warning' : 'brand'}
        thickness="large"
      />
    </Field>
  )
}

/** Plan, balance, this month's spend against the budget, and the plan's limits as usage bars. */
export function PlanSummary({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation('billing')
  const styles = useStyles()
  const money = (m: number) => formatMoney(m, overview.currency, i18n.language)
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n)
  const budget = overview.budget.monthlyBudgetMinor
  return (
    <SectionCard title={t('plan.title', { org: overview.orgName })}>
      <div className={styles.grid}>
        <div className={styles.figure}>
          <Caption1 className={styles.label}>{t('plan.plan')}</Caption1>
          <Subtitle1 as="p" style={{ margin: 0 }}>
            {/* By the plan's code, in the reader's language (the pricing page's names); the service's English name
                only for a plan the app does not know. */}
            {t(`front.plans.${overview.plan.id}.name`, { ns: 'misc', defaultValue: overview.plan.name })}
          </Subtitle1>
          <Body1>
            {overview.plan.priceMonthlyMinor === null
              ? t('plan.negotiated')
              : t('plan.perMonth', { price: money(overview.plan.priceMonthlyMinor) })}
          </Body1>
        </div>
        <div className={styles.figure}>
          <Caption1 className={styles.label}>{t('plan.balance')}</Caption1>
          <Subtitle1 as="p" style={{ margin: 0 }} data-balance>
            {money(overview.balanceMinor)}
          </Subtitle1>
        </div>
        <div className={styles.figure}>
          <Caption1 className={styles.label}>{t('plan.monthSpend')}</Caption1>
          <Subtitle1 as="p" style={{ margin: 0 }} data-month-spend>
            {money(overview.month.spendMinor)}
          </Subtitle1>
          <Body1>{budget ? t('plan.ofBudget', { budget: money(budget) }) : t('plan.noBudget')}</Body1>
        </div>
      </div>
      <div className={styles.bars}>
        {budget && (
          <UsageBar
            label={t('limits.budget')}
            used={overview.month.spendMinor}
            limit={budget}
            inProgress={overview.month.reservedMinor}
            format={money}
            data="budget"
          />
        )}
        <UsageBar
          label={t('limits.accounts')}
          used={overview.limits.accounts}
          limit={overview.limits.accountLimit}
          format={count}
        />
        <UsageBar
          label={t('limits.meetings')}
          used={overview.limits.analysedMeetings}
          limit={overview.limits.analysedMeetingLimit}
          inProgress={overview.limits.analysedMeetingsInProgress}
          format={count}
          data="meetings"
        />
      </div>
    </SectionCard>
  )
}
