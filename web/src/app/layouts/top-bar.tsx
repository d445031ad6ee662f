import { Button, Hamburger, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components'
import { PanelLeftContractRegular, PanelLeftExpandRegular, SettingsRegular } from '@fluentui/react-icons'
import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { BrandMark } from '../../components/brand-mark'
import { paths } from '../../config/paths'
import { SearchTrigger } from '../search/search-trigger'
import { customizerOpenAtom } from '../customizer/customizer-atoms'
import { LanguageSwitch } from './language-switch'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'
import { below, breakpoints } from '../../theme/breakpoints'
import { useMediaQuery } from '../../theme/use-media-query'
import { WhatsNewBell } from '../../features/whats-new'

const useStyles = makeStyles({
  bar: {
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // On a phone every control must fit in 390 px: tighter spacing, and the brand shows its mark only.
    [below('sm')]: { paddingInline: tokens.spacingHorizontalS, gap: tokens.spacingHorizontalXXS },
  },
  sticky: { position: 'sticky', top: 0 },
  // Blur: the content scrolling under a sticky bar shows through, softened.
  blur: {
    backgroundColor: `color-mix(in srgb, ${tokens.colorNeutralBackground1} 78%, transparent)`,
    backdropFilter: 'blur(8px)',
  },
  home: { textDecorationLine: 'none', color: 'inherit', display: 'inline-flex' },
  spacer: { flexGrow: 1, minWidth: 0 },
  // The panel glyphs point left; in right-to-left the navigation is on the right.
  mirrored: { transform: 'scaleX(-1)' },
})

interface TopBarProps {
  sticky: boolean
  blur: boolean
  /** Below the large breakpoint the navigation is an overlay opened from here. */
  onOpenNav?: () => void
  /** Vertical navigation on a wide screen: fold it to a rail or expand it. */
  collapse?: { collapsed: boolean; toggle: () => void; rtl: boolean }
  showBrand: boolean
}

export function TopBar({ sticky, blur, onOpenNav, collapse, showBrand }: TopBarProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const openCustomizer = useSetAtom(customizerOpenAtom)
  const phone = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`)
  const CollapseIcon = collapse?.collapsed ? PanelLeftExpandRegular : PanelLeftContractRegular
  return (
    <header
      className={mergeClasses(styles.bar, sticky && styles.sticky, sticky && blur && styles.blur)}
      data-testid="top-bar"
    >
      {onOpenNav && <Hamburger onClick={onOpenNav} aria-label={t('openNavigation')} />}
      {collapse && (
        <Tooltip
          content={t(collapse.collapsed ? 'shell.expandNavigation' : 'shell.collapseNavigation')}
          relationship="label"
        >
          <Button
            appearance="subtle"
            icon={<CollapseIcon className={collapse.rtl ? styles.mirrored : undefined} />}
            onClick={collapse.toggle}
          />
        </Tooltip>
      )}
      {showBrand && (
        <Link href={paths.root.getHref()} className={styles.home} aria-label={t('appName')}>
          <BrandMark size={28} withName={!phone} />
        </Link>
      )}
      <SearchTrigger compact={Boolean(onOpenNav)} />
      <div className={styles.spacer} />
      <WhatsNewBell />
      <LanguageSwitch />
      <ThemeToggle />
      <Tooltip content={t('shell.customizer.open')} relationship="label">
        <Button
          appearance="subtle"
          icon={<SettingsRegular />}
          onClick={() => openCustomizer(true)}
          data-testid="customizer-open"
        />
      </Tooltip>
      <UserMenu compact={Boolean(onOpenNav)} />
    </header>
  )
}
