import {
  Button,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import type { TFunction } from 'i18next'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { passwordPolicyReady } from '../../../lib/password-policy'
import { readContact } from '../../front-pages'
import type { RegisterBody } from '../api-recovery'
import { useRegistration } from '../use-registration'
import {
  EmailPasswordFields,
  emptyDraft,
  FullNameField,
  hasErrors,
  OrganizationField,
  validateAccountFields,
  validatePersonalFields,
  type RegisterDraft,
} from './register-fields'
import { RegistrationSent } from './registration-sent'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground2 },
})

/** Checks done before the service is asked; the service repeats them. */
export function validateRegistration(body: RegisterBody, t: TFunction<'auth'>) {
  return { ...validatePersonalFields(body, t), ...validateAccountFields({ ...body, confirm: body.password }, t, false) }
}

/** Registration in one form: a client account in a new organization, signed in at once. */
export function RegisterForm() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const registration = useRegistration()
  const { errors, setErrors, pending } = registration
  const [draft, setDraft] = useState<RegisterDraft>(() => ({ ...emptyDraft, ...readContact() })) // filled in by the payment or checkout page, if any

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await passwordPolicyReady()
    const fields = validateRegistration(draft, t)
    if (hasErrors(fields)) return setErrors({ fields })
    await registration.submit(draft)
  }
  const onChange = (key: keyof RegisterDraft) => (_: unknown, d: { value: string }) =>
    setDraft((b) => ({ ...b, [key]: d.value }))

  if (registration.sentTo) return <RegistrationSent email={registration.sentTo} onContinue={registration.finish} />

  const props = { draft, errors: errors.fields, onChange }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {errors.form && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <FullNameField {...props} />
      <EmailPasswordFields {...props} />
      <OrganizationField {...props} />
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {t('registerSubmit')}
      </Button>
      <div className={styles.footer}>
        {t('haveAccount')}{' '}
        <Link href={paths.auth.login.getHref()} asChild>
          <FluentLink>{t('signInInstead')}</FluentLink>
        </Link>
      </div>
    </form>
  )
}
