import { Body1, Button, Card, makeStyles, Subtitle1, Text, Title1, tokens } from '@fluentui/react-components'
import { ChartMultipleRegular, DocumentTextRegular, PersonCircleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { FrontFrame } from './front-frame'

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: '64px',
  },
  lead: { maxWidth: '640px', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
})

const FEATURES = [
  ['reports', DocumentTextRegular],
  ['profiles', PersonCircleRegular],
  ['costs', ChartMultipleRegular],
] as const

/** /front-pages/landing-page: what Debrief does, and the ways in. */
export function LandingPage() {
  const { t } = useTranslation('misc')
  const styles = useStyles()
  return (
    <FrontFrame>
      <section className={styles.hero}>
        <Title1 as="h1">{t('front.heroTitle')}</Title1>
        <Body1 className={styles.lead}>{t('front.heroBody')}</Body1>
        <div className={styles.actions}>
          <Link href={paths.auth.register.getHref()} asChild>
            <Button as="a" appearance="primary" size="large">
              {t('front.start')}
            </Button>
          </Link>
          <Link href={paths.frontPages.pricing.getHref()} asChild>
            <Button as="a" size="large">
              {t('front.seePricing')}
            </Button>
          </Link>
        </div>
      </section>
      <section className={styles.grid}>
        {FEATURES.map(([key, Icon]) => (
          <Card key={key} className={styles.card}>
            <Icon className={styles.icon} aria-hidden />
            <Subtitle1 as="h2">{t(`front.features.${key}.title`)}</Subtitle1>
            <Text>{t(`front.features.${key}.body`)}</Text>
          </Card>
        ))}
      </section>
    </FrontFrame>
  )
}
