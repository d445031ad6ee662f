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

/** The layout footer: sticky keeps it at the viewport bottom, static after the content; hidden is not rendered. */
export function AppFooter({ type, className }: { type: BarType; className?: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  if (type === 'hidden') return null
  return (
    <footer
      className={mergeClasses(styles.footer, type === 'sticky' && styles.sticky, className)}
      data-testid="app-footer"
    >
      <Caption1>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</Caption1>
      <Caption1>{t('shell.footer.beta')}</Caption1>
    </footer>
  )
}
