import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import { CalculatorRegular } from '@fluentui/react-icons'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  box: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  icon: { fontSize: '24px', flexShrink: 0, color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
})

/** The keyword scoring shared by rubric criteria, competences and template criteria (builtin/criteria.ts). */
export function CriterionScoring() {
  const { t } = useGuideText()
  const styles = useStyles()
  return (
    <div className={styles.box}>
      <CalculatorRegular className={styles.icon} />
      <div className={styles.text}>
        <h3 className={styles.title}>{t('criterionScoring.title')}</h3>
        <Body1>{t('criterionScoring.body')}</Body1>
      </div>
    </div>
  )
}
