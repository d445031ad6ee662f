import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  badge: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  done: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  upcoming: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3 },
})

export interface WizardStep {
  title: string
  hint: string
}

/** The numbered step indicator of a wizard: finished steps show a check, the current one the brand colour. */
export function WizardSteps({ steps, current }: { steps: WizardStep[]; current: number }) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  return (
    <ol className={styles.list} aria-label={t('steps.label', { current: current + 1, total: steps.length })}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.item} aria-current={index === current ? 'step' : undefined}>
          <span
            className={mergeClasses(styles.badge, index === current && styles.current, index < current && styles.done)}
            aria-hidden
          >
            {index < current ? <CheckmarkRegular /> : index + 1}
          </span>
          <span className={styles.text}>
            <span className={mergeClasses(styles.title, index > current && styles.upcoming)}>{step.title}</span>
            <Caption1 className={styles.hint}>{step.hint}</Caption1>
          </span>
        </li>
      ))}
    </ol>
  )
}
