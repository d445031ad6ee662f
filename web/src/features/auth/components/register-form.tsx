import { Button, Field, Input, Link as FluentLink, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import type { TFunction } from 'i18next'
import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { paths } from '../../../config/paths'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { register, type RegisterBody } from '../api-recovery'
import { sessionAtom } from '../atoms'

export const MIN_PASSWORD = 8

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground2 },
})

/** Checks done before the service is asked; the service repeats them. */
export function validateRegistration(body: RegisterBody, t: TFunction<'auth'>) {
  const fields: Record<string, string | undefined> = {}
  if (!body.fullName.trim()) fields.fullName = t('required')
  if (!/^\S+@\S+\.\S+$/.test(body.email.trim())) fields.email = t('emailInvalid')
  if (body.password.length < MIN_PASSWORD) fields.password = t('passwordTooShort', { count: MIN_PASSWORD })
  return fields
}

/** Registration in one form: a client account in a new organization, signed in at once. */
export function RegisterForm() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const setSession = useSetAtom(sessionAtom)
  const [body, setBody] = useState<RegisterBody>({ fullName: '', email: '', password: '', organizationName: '' })
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const fields = validateRegistration(body, t)
    if (Object.values(fields).some(Boolean)) return setErrors({ fields })
    setPending(true)
    const payload = { ...body, email: body.email.trim(), fullName: body.fullName.trim(), organizationName: body.organizationName?.trim() || undefined }
    const { data, error } = await register(payload).catch((e: unknown) => ({ data: undefined, error: e }))
    setPending(false)
    if (!data) return setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
    flushSync(() => setSession(data)) // the guard must see the session before the start page decides
    navigate(paths.root.getHref(), { replace: true })
  }
  const set = (key: keyof RegisterBody) => (_: unknown, d: { value: string }) => setBody((b) => ({ ...b, [key]: d.value }))

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {errors.form && <MessageBar intent="error" role="alert"><MessageBarBody>{errors.form}</MessageBarBody></MessageBar>}
      <Field label={t('fullName')} required validationMessage={errors.fields.fullName}>
        <Input name="fullName" autoComplete="name" value={body.fullName} onChange={set('fullName')} />
      </Field>
      <Field label={t('email')} required validationMessage={errors.fields.email}>
        <Input type="email" name="email" autoComplete="email" placeholder={t('emailPlaceholder')} value={body.email} onChange={set('email')} />
      </Field>
      <Field label={t('password')} required validationMessage={errors.fields.password} hint={t('passwordHint', { count: MIN_PASSWORD })}>
        <Input type="password" name="password" autoComplete="new-password" value={body.password} onChange={set('password')} />
      </Field>
      <Field label={t('organizationName')} validationMessage={errors.fields.organizationName}>
        <Input name="organizationName" autoComplete="organization" value={body.organizationName ?? ''} onChange={set('organizationName')} />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabled={pending} icon={pending ? <Spinner size="tiny" /> : undefined}>
        {t('registerSubmit')}
      </Button>
      <div className={styles.footer}>
        {t('haveAccount')}{' '}
        <Link href={paths.auth.login.getHref()} asChild><FluentLink>{t('signInInstead')}</FluentLink></Link>
      </div>
    </form>
  )
}
