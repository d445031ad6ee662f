import {
  Button,
  Caption1,
  Card,
  Divider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
  typographyStyles,
  useFluent,
} from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { WizardStepsBar } from './wizard-steps-bar'

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
    width: '100%',
    boxSizing: 'border-box',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { ...typographyStyles.subtitle1, margin: 0, outlineStyle: 'none' },
  actions: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginTop: tokens.spacingVerticalS,
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground2,
  },
})

interface Props {
  titles: string[]
  step: number
  hasErrors: boolean
  isLast: boolean
  submitLabel: string
  /** Next, or the submit of the last step. */
  onNext: () => void
  onBack: () => void
  onReset: () => void
  busy?: boolean
  children: ReactNode
}

/**
 * A wizard's frame: the steps bar, the current step as a form (Enter is Next), Back and Next, and the note that the
 * draft survives a reload with a way to start over. Focus moves to a new step's heading so keyboard and screen
 * reader users land on it.
 */
export function WizardFrame({
  titles,
  step,
  hasErrors,
  isLast,
  submitLabel,
  onNext,
  onBack,
  onReset,
  busy,
  children,
}: Props) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const rtl = useFluent().dir === 'rtl'
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onNext()
  }
  return (
    <Card className={styles.card}>
      <WizardStepsBar titles={titles} current={step} />
      <Divider />
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="wizard-step-heading">
        <h2 id="wizard-step-heading" className={styles.heading} ref={heading} tabIndex={-1}>
          {titles[step]}
        </h2>
        {hasErrors && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('wizard.fixErrors')}</MessageBarBody>
          </MessageBar>
        )}
        {children}
        <div className={styles.actions}>
          <Button
            onClick={onBack}
            disabled={step === 0 || busy}
            icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}
          >
            {t('wizard.back')}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={busy}
            icon={isLast ? undefined : rtl ? <ArrowLeftRegular /> : <ArrowRightRegular />}
            iconPosition="after"
          >
            {isLast ? submitLabel : t('wizard.next')}
          </Button>
        </div>
      </form>
      <Divider />
      <div className={styles.footer}>
        <Caption1>{t('wizard.draftNote')}</Caption1>
        <Button appearance="subtle" size="small" onClick={onReset} disabled={busy}>
          {t('wizard.startOver')}
        </Button>
      </div>
    </Card>
  )
}
