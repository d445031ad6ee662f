import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

export const CHECKOUT_STEPS = ['plan', 'billing', 'review', 'done'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

const useStyles = makeStyles({
  list: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalXXL,
  },
  step: { flex: '1 1 0', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dot: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  done: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  muted: { color: tokens.colorNeutralForeground3 },
  line: { flexGrow: 1, height: tokens.strokeWidthThick, minWidth: '16px', backgroundColor: tokens.colorNeutralStroke2 },
  lineDone: { backgroundColor: tokens.colorBrandStroke1 },
})

/** The wizard's progress: numbered steps, ticked once passed, the current one marked for assistive technology. */
export function CheckoutSteps({ current }: { current: number }) {
  const { t } = useTranslation('frontCheckout')
  const styles = useStyles()
  return (
    <ol className={styles.list} aria-label={t('checkout.title')}>
      {CHECKOUT_STEPS.map((step, i) => (
        <li key={step} className={styles.step} aria-current={i === current ? 'step' : undefined}>
          <span
            className={mergeClasses(styles.dot, i === current && styles.current, i < current && styles.done)}
            aria-hidden
          >
            {i < current ? <CheckmarkRegular /> : i + 1}
          </span>
          <span className={styles.label}>
            <span className={styles.name}>{t(`checkout.steps.${step}`)}</span>
            <Caption1 className={styles.muted}>
              {t('checkout.stepOf', { step: i + 1, count: CHECKOUT_STEPS.length })}
            </Caption1>
          </span>
          {i < CHECKOUT_STEPS.length - 1 && (
            <span className={mergeClasses(styles.line, i < current && styles.lineDone)} aria-hidden />
          )}
        </li>
      ))}
    </ol>
  )
}
