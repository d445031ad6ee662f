import { Body1, Button, Card, makeStyles, Subtitle1, Text, Title1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { FrontFrame } from './front-frame'

// The plan names (basic, team, company, enterprise); what each includes is ours to say.
const PLANS = ['basic', 'team', 'company', 'enterprise'] as const

const useStyles = makeStyles({
  // Fluent's text components set their own alignment, so the column centres its items instead.
  head: { paddingBlock: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** /front-pages/pricing: the four plans; signing up starts on the basic one. */
export function PricingPage() {
  const { t } = useTranslation('misc')
  const styles = useStyles()
  return (
    <FrontFrame>
      <div className={styles.head}>
        <Title1 as="h1">{t('front.pricingTitle')}</Title1>
        <Body1 className={styles.muted}>{t('front.pricingBody')}</Body1>
      </div>
      <div className={styles.grid}>
        {PLANS.map((plan) => (
          <Card key={plan} className={styles.card}>
            <Subtitle1 as="h2">{t(`front.plans.${plan}.name`)}</Subtitle1>
            <Text className={styles.muted}>{t(`front.plans.${plan}.body`)}</Text>
            <Link href={paths.auth.register.getHref()} asChild>
              <Button as="a" appearance={plan === 'team' ? 'primary' : 'secondary'}>{t('front.start')}</Button>
            </Link>
          </Card>
        ))}
      </div>
    </FrontFrame>
  )
}
