import { Body1, Card, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../../components/brand-mark'
import { below } from '../../theme/breakpoints'
import { LoginForm } from './components/login-form'

const useStyles = makeStyles({
  root: { flexGrow: 1, display: 'flex', minHeight: '100vh' },
  aside: {
    flexBasis: '45%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    gap: tokens.spacingVerticalM,
    padding: '56px',
    color: tokens.colorNeutralForegroundOnBrand,
    // The brand ramp's 40 → 80 shades: the spec's primary fading into its deep variant.
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    [below('md')]: { display: 'none' },
  },
  asideTitle: { color: 'inherit', maxWidth: '420px' },
  asideBody: { color: 'inherit', opacity: 0.85, maxWidth: '420px' },
  main: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXL },
  card: { width: '100%', maxWidth: '420px', padding: '32px', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  subtitle: { color: tokens.colorNeutralForeground2 },
})

/** /login: unauthenticated only, in the blank layout. */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <aside className={styles.aside}>
        <BrandMark size={48} inverted />
        <Title2 as="p" className={styles.asideTitle}>
          {t('brandTitle')}
        </Title2>
        <Body1 className={styles.asideBody}>{t('brandBody')}</Body1>
      </aside>
      <div className={styles.main}>
        <Card className={styles.card} appearance="filled">
          <div className={styles.header}>
            <BrandMark size={40} withName />
            <Subtitle1 as="h1">{t('welcome')}</Subtitle1>
            <Body1 className={styles.subtitle}>{t('subtitle')}</Body1>
          </div>
          <LoginForm />
        </Card>
      </div>
    </div>
  )
}
