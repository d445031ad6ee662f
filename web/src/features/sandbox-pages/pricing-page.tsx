import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { PricingPlans } from '../front-pages'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
})

/** /pages/pricing: the same plan catalogue, cycles and comparison as the front pricing page, inside the app. */
export function PricingPage() {
  const { t } = useTranslation('sandboxPages')
  const styles = useStyles()
  return (
    <section className={styles.root}>
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <PricingPlans />
    </section>
  )
}
