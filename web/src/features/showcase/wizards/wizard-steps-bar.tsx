import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { below } from '../../../theme/breakpoints'

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badge: {
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  done: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  titleCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  // On a phone only the current step keeps its title; the others are numbers.
  hideNarrow: { [below('sm')]: { display: 'none' } },
})

/** The numbered steps of a wizard: done steps show a check, the current one the brand colour. */
export function WizardStepsBar({ titles, current }: { titles: string[]; current: number }) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  return (
    <ol className={styles.list} aria-label={t('wizard.progress', { current: current + 1, total: titles.length })}>
      {titles.map((title, index) => (
        <li
          key={title}
          className={mergeClasses(styles.item, index !== current && styles.hideNarrow)}
          aria-current={index === current ? 'step' : undefined}
        >
          <span
            className={mergeClasses(styles.badge, index === current && styles.current, index < current && styles.done)}
            aria-hidden
          >
            {index < current ? <CheckmarkRegular /> : index + 1}
          </span>
          <span className={mergeClasses(styles.title, index === current && styles.titleCurrent)}>{title}</span>
        </li>
      ))}
    </ol>
  )
}
