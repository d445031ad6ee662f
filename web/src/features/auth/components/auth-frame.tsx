import { Body1, Card, makeStyles, mergeClasses, Subtitle1, Title2, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../../../components/brand-mark'
import { below } from '../../../theme/breakpoints'

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
    // The brand ramp's rest and pressed shades: the primary fading into its deep variant.
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    [below('md')]: { display: 'none' },
  },
  asideText: { color: 'inherit', maxWidth: '420px' },
  asideBody: { color: 'inherit', opacity: 0.85, maxWidth: '420px' },
  main: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXL,
  },
  card: { width: '100%', maxWidth: '440px', padding: '32px', gap: tokens.spacingVerticalXL },
  wide: { maxWidth: '560px' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  subtitle: { color: tokens.colorNeutralForeground2 },
})

export type AuthVariant = 'v1' | 'v2'

/** The auth screens are routes (ScreenProps) and also rendered by the demo variants with a look. */
export interface AuthPageProps extends Partial<ScreenProps> {
  variant?: AuthVariant
}

interface AuthFrameProps {
  title: string
  subtitle?: string
  /** v1: a centred card; v2: the card beside a brand panel (the /login look). */
  variant?: AuthVariant
  wide?: boolean
  children: ReactNode
}

/** The frame every sign-in, registration and recovery screen shares. */
export function AuthFrame({ title, subtitle, variant = 'v2', wide, children }: AuthFrameProps) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      {variant === 'v2' && (
        <aside className={styles.aside}>
          <BrandMark size={48} inverted />
          <Title2 as="p" className={styles.asideText}>
            {t('brandTitle')}
          </Title2>
          <Body1 className={styles.asideBody}>{t('brandBody')}</Body1>
        </aside>
      )}
      <div className={styles.main}>
        <Card className={mergeClasses(styles.card, wide && styles.wide)} appearance="filled">
          <div className={styles.header}>
            <BrandMark size={40} withName />
            <Subtitle1 as="h1">{title}</Subtitle1>
            {subtitle && <Body1 className={styles.subtitle}>{subtitle}</Body1>}
          </div>
          {children}
        </Card>
      </div>
    </div>
  )
}
