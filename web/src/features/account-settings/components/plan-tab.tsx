import { makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import { CheckmarkCircleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { getPlan } from '../api'
import { useLoad } from '../../../lib/use-load'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  features: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  feature: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  check: { color: tokens.colorPaletteGreenForeground1 },
})

/** The organization's plan, read-only: billing is changed by the platform team. */
export function PlanTab() {
  const { t, i18n } = useTranslation('account')
  const styles = useStyles()
  const { data, error, reload } = useLoad(() => getPlan(), [], 'failed')
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />
  const price =
    data.priceMonthlyMinor === null
      ? t('plan.custom')
      : t('plan.perMonth', {
          price: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: data.currency }).format(
            data.priceMonthlyMinor / 100,
          ),
        })
  return (
    <SectionCard title={t('plan.title')} description={t('plan.description', { org: data.orgName })}>
      <div className={styles.head}>
        <Title3 as="p">{data.name}</Title3>
        <Text>{price}</Text>
      </div>
      <ul className={styles.features}>
        {data.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckmarkCircleRegular className={styles.check} aria-hidden />
            <Text>{feature}</Text>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
