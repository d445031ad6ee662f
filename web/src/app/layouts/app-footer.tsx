import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { BarType } from '../../lib/settings/settings-model'

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXXL,
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sticky: {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
})

/**
 * The layout footer: sticky keeps it at the viewport bottom, static after the content; hidden is not rendered.
 * `waiting` (the page is still loading): a static footer keeps its place but is not painted yet, as the content
 * arriving above it would push it down (layout/use-page-settled.ts).
 */
export function AppFooter({ type, className, waiting }: { type: BarType; className?: string; waiting?: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  if (type === 'hidden') return null
  return (
    <footer
      className={mergeClasses(styles.footer, type === 'sticky' && styles.sticky, className)}
      data-testid="app-footer"
      style={waiting && type === 'static' ? { visibility: 'hidden' } : undefined}
    >
      <Caption1>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</Caption1>
      <Caption1>{t('shell.footer.beta')}</Caption1>
    </footer>
  )
}
