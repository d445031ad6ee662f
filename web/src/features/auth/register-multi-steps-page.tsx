import {
  Body1,
  Button,
  Checkbox,
  Divider,
  Field,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
  useFluent,
} from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { passwordPolicyReady } from '../../lib/password-policy'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import {
  EmailPasswordFields,
  emptyDraft,
  FullNameField,
  hasErrors,
  OrganizationField,
  validateAccountFields,
  validatePersonalFields,
  type FieldErrors,
  type RegisterDraft,
} from './components/register-fields'
import { RegistrationSent } from './components/registration-sent'
import { WizardSteps } from './components/wizard-steps'
import { useRegistration } from './use-registration'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  summary: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground2 },
})

const ACCOUNT = 0
const PERSONAL = 1
const CONFIRM = 2

/** Which step holds a field, so an error from the service brings its step back. */
const STEP_OF_FIELD: Record<string, number> = {
  email: ACCOUNT,
  password: ACCOUNT,
  confirm: ACCOUNT,
  fullName: PERSONAL,
  organizationName: PERSONAL,
}

/**
 * The register-multi-steps demo as a real wizard: account, personal details, confirmation; then the same
 * registration (and completion) as /register. Each step is checked before the next one opens.
 */
export function RegisterMultiStepsPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const registration = useRegistration()
  const { errors, setErrors, pending } = registration
  const [step, setStep] = useState(ACCOUNT)
  const [draft, setDraft] = useState<RegisterDraft>(emptyDraft)
  const [terms, setTerms] = useState(false)
  // Back points to where the reading started: the right in Arabic.
  const rtl = useFluent().dir === 'rtl'
  const BackIcon = rtl ? ArrowRightRegular : ArrowLeftRegular
  const NextIcon = rtl ? ArrowLeftRegular : ArrowRightRegular

  const stepErrors = (index: number): FieldErrors => {
    if (index === ACCOUNT) return validateAccountFields(draft, t, true)
    if (index === PERSONAL) return validatePersonalFields(draft, t)
    return terms ? {} : { terms: t('steps.termsRequired') }
  }

  const go = (index: number) => {
    setErrors({ fields: {} })
    setStep(index)
  }

  const next = async (event: FormEvent) => {
    event.preventDefault()
    if (step === ACCOUNT) await passwordPolicyReady()
    const fields = stepErrors(step)
    if (hasErrors(fields)) return setErrors({ fields })
    if (step < CONFIRM) return go(step + 1)
    const found = await registration.submit(draft)
    // The service's field errors belong to an earlier step: show that step with them.
    const steps = Object.keys(found.fields)
      .map((field) => STEP_OF_FIELD[field])
      .filter((s) => s !== undefined)
    if (steps.length) setStep(Math.min(...steps))
  }

  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted)
    if (accepted) setErrors(({ fields, form }) => ({ form, fields: { ...fields, terms: undefined } }))
  }
  // Typing in a field clears its message: a step's messages are about what was there when Next was pressed.
  const onChange = (key: keyof RegisterDraft) => (_: unknown, d: { value: string }) => {
    setDraft((b) => ({ ...b, [key]: d.value }))
    if (errors.fields[key]) setErrors(({ fields, form }) => ({ form, fields: { ...fields, [key]: undefined } }))
  }

  const steps = [
    { title: t('steps.account'), hint: t('steps.accountHint') },
    { title: t('steps.personal'), hint: t('steps.personalHint') },
    { title: t('steps.confirm'), hint: t('steps.confirmHint') },
  ]
  const props = { draft, errors: errors.fields, onChange, autoFocus: true }

  if (registration.sentTo) {
    return (
      <AuthFrame title={t('registerTitle')} variant={variant} wide>
        <RegistrationSent email={registration.sentTo} onContinue={registration.finish} />
      </AuthFrame>
    )
  }

  return (
    <AuthFrame title={t('registerTitle')} subtitle={t('steps.subtitle')} variant={variant} wide>
      <div className={styles.root}>
        <WizardSteps steps={steps} current={step} />
        <Divider />
        <form className={styles.form} onSubmit={(e) => void next(e)} noValidate aria-label={steps[step].title}>
          {errors.form && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{errors.form}</MessageBarBody>
            </MessageBar>
          )}
          {step === ACCOUNT && <EmailPasswordFields {...props} withConfirm />}
          {step === PERSONAL && (
            <>
              <FullNameField {...props} />
              <OrganizationField {...props} autoFocus={false} />
            </>
          )}
          {step === CONFIRM && (
            <>
              <Body1>{t('steps.review')}</Body1>
              <dl className={styles.summary}>
                <dt className={styles.term}>{t('fullName')}</dt>
                <dd className={styles.value}>{draft.fullName.trim()}</dd>
                <dt className={styles.term}>{t('email')}</dt>
                <dd className={styles.value}>{draft.email.trim()}</dd>
                <dt className={styles.term}>{t('steps.organization')}</dt>
                <dd className={styles.value}>
                  {draft.organizationName.trim() || t('steps.organizationDefault', { name: draft.fullName.trim() })}
                </dd>
              </dl>
              <Field validationMessage={errors.fields.terms} required>
                <Checkbox
                  name="terms"
                  checked={terms}
                  onChange={(_, d) => acceptTerms(Boolean(d.checked))}
                  label={t('steps.terms')}
                />
              </Field>
            </>
          )}
          <div className={styles.actions}>
            <Button
              appearance="secondary"
              icon={<BackIcon />}
              disabled={step === ACCOUNT || pending}
              onClick={() => go(step - 1)}
            >
              {t('steps.back')}
            </Button>
            {step < CONFIRM ? (
              <Button type="submit" appearance="primary" icon={<NextIcon />} iconPosition="after">
                {t('steps.next')}
              </Button>
            ) : (
              <Button
                type="submit"
                appearance="primary"
                disabled={pending}
                icon={pending ? <Spinner size="tiny" /> : undefined}
              >
                {t('registerSubmit')}
              </Button>
            )}
          </div>
        </form>
        <div className={styles.footer}>
          {t('haveAccount')}{' '}
          <Link href={paths.auth.login.getHref()} asChild>
            <FluentLink>{t('signInInstead')}</FluentLink>
          </Link>
        </div>
      </div>
    </AuthFrame>
  )
}
