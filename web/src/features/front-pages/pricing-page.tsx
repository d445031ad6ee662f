import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { FrontFrame } from './front-frame'
import { PricingPlans } from './pricing-plans'

const useStyles = makeStyles({
  // Fluent's text components set their own alignment, so the column centres its items instead.
  head: {
    paddingBlock: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** /front-pages/pricing: the plan catalogue with its monthly / yearly prices and the feature comparison. */
export function PricingPage() {
  const { t } = useTranslation('misc')
  const styles = useStyles()
  return (
    <FrontFrame>
      <div className={styles.head}>
        <Title1 as="h1">{t('front.pricingTitle')}</Title1>
        <Body1 className={styles.muted}>{t('front.pricingBody')}</Body1>
      </div>
      <PricingPlans />
    </FrontFrame>
  )
}
