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

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t, i18n } = useTranslation('billing')
  const n = new Intl.NumberFormat(i18n.language)
  const value = limit ? Math.min(1, used / limit) : 0
  return (
    <Field
      label={label}
      hint={
        limit === null
          ? t('limits.unlimited', { used: n.format(used) })
          : t('limits.of', { used: n.format(used), limit: n.format(limit) })
      }
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
  const budget = overview.budget.monthlyBudgetMinor
  return (
    <SectionCard title={t('plan.title', { org: overview.orgName })}>
      <div className={styles.grid}>
        <div className={styles.figure}>
          <Caption1 className={styles.label}>{t('plan.plan')}</Caption1>
          <Subtitle1 as="p" style={{ margin: 0 }}>
            {overview.plan.name}
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
          <Subtitle1 as="p" style={{ margin: 0 }}>
            {money(overview.month.spendMinor)}
          </Subtitle1>
          <Body1>{budget ? t('plan.ofBudget', { budget: money(budget) }) : t('plan.noBudget')}</Body1>
        </div>
      </div>
      <div className={styles.bars}>
        {budget && <UsageBar label={t('limits.budget')} used={overview.month.spendMinor} limit={budget} />}
        <UsageBar label={t('limits.accounts')} used={overview.limits.accounts} limit={overview.limits.accountLimit} />
        <UsageBar
          label={t('limits.meetings')}
          used={overview.limits.analysedMeetings}
          limit={overview.limits.analysedMeetingLimit}
        />
      </div>
    </SectionCard>
  )
}
