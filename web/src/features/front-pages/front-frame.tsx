import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { BrandMark } from '../../components/brand-mark'
import { paths } from '../../config/paths'
import { below } from '../../theme/breakpoints'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    paddingInlineEnd: '64px', // room for the blank layout's language switch in the corner
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // A phone: the links wrap under the brand instead of widening the page past the screen.
    [below('sm')]: {
      flexWrap: 'wrap',
      rowGap: tokens.spacingVerticalS,
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
      paddingInlineEnd: '56px',
    },
  },
  home: { display: 'inline-flex', color: 'inherit', textDecorationLine: 'none' },
  spacer: { flexGrow: 1 },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    [below('sm')]: { padding: tokens.spacingHorizontalL },
  },
  footer: { textAlign: 'center', padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
})

/** The public front pages' frame: brand, links between them, and the way to sign in. */
export function FrontFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('misc')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Link
          href={paths.frontPages.landing.getHref()}
          className={styles.home}
          aria-label={t('appName', { ns: 'common' })}
        >
          <BrandMark size={28} withName />
        </Link>
        <div className={styles.spacer} />
        <Link href={paths.frontPages.helpCenter.getHref()} asChild>
          <Button as="a" appearance="subtle">
            {t('nav', { ns: 'frontHelp' })}
          </Button>
        </Link>
        <Link href={paths.frontPages.pricing.getHref()} asChild>
          <Button as="a" appearance="subtle">
            {t('front.pricing')}
          </Button>
        </Link>
        <Link href={paths.auth.login.getHref()} asChild>
          <Button as="a" appearance="primary">
            {t('front.signIn')}
          </Button>
        </Link>
      </header>
      <div className={styles.main}>{children}</div>
      <Caption1 as="p" className={styles.footer}>
        {t('shell.footer.copyright', { ns: 'common', year: new Date().getFullYear() })}
      </Caption1>
    </div>
  )
}
