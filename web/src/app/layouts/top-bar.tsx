import { Hamburger, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { BrandMark } from '../../components/brand-mark'
import { paths } from '../../config/paths'
import { UserMenu } from './user-menu'

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  home: { textDecorationLine: 'none', color: 'inherit', display: 'inline-flex' },
  spacer: { flexGrow: 1 },
})

interface TopBarProps {
  /** Below the large breakpoint the navigation is an overlay opened from here. */
  showMenuButton: boolean
  onMenu: () => void
}

export function TopBar({ showMenuButton, onMenu }: TopBarProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  return (
    <header className={styles.bar}>
      {showMenuButton && <Hamburger onClick={onMenu} aria-label={t('openNavigation')} />}
      <Link href={paths.root.getHref()} className={styles.home} aria-label={t('appName')}>
        <BrandMark size={28} withName />
      </Link>
      <div className={styles.spacer} />
      <UserMenu compact={showMenuButton} />
    </header>
  )
}
