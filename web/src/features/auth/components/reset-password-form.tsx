import {
  Button,
  Field,
  Input,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { paths } from '../../../config/paths'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { resetPassword } from '../api-recovery'
import { passwordPolicyReady, usePasswordPolicy } from '../../../lib/password-policy'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { textAlign: 'center' },
})

/** A new password with the token from the mailed link (`?token=`); invitations use the same link. */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const policy = usePasswordPolicy()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rule = await passwordPolicyReady()
    if (rule && password.length < rule.minLength)
      return setErrors({ fields: { password: t('passwordTooShort', { count: rule.minLength }) } })
    if (password !== confirm) return setErrors({ fields: { confirm: t('passwordMismatch') } })
    setPending(true)
    const { response, error } = await resetPassword(token, password).catch((e: unknown) => ({
      response: undefined,
      error: e,
    }))
    setPending(false)
    if (!response?.ok) {
      // A used or expired token is the link's fault, not a field's: say so above the form.
      const found = formErrors(error, t('errors.unexpected', { ns: 'common' }))
      return setErrors(found.fields.token ? { fields: {}, form: t('resetNoToken') } : found)
    }
    setDone(true)
  }

  const backToLogin = (
    <div className={styles.footer}>
      <Link href={paths.auth.login.getHref()} asChild>
        <FluentLink>{t('backToLogin')}</FluentLink>
      </Link>
    </div>
  )
  if (!token)
    return (
      <>
        <MessageBar intent="warning">
          <MessageBarBody>{t('resetNoToken')}</MessageBarBody>
        </MessageBar>
        {backToLogin}
      </>
    )
  if (done)
    return (
      <>
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('passwordReset')}</MessageBarBody>
        </MessageBar>
        {backToLogin}
      </>
    )
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {errors.form && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('newPassword')}
        required
        validationMessage={errors.fields.password}
        hint={
          policy
            ? `${t('passwordHint', { count: policy.minLength })}${policy.refusesCommonPasswords ? ` ${t('passwordHintCommon')}` : ''}`
            : undefined
        }
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      <Field label={t('confirmPassword')} required validationMessage={errors.fields.confirm}>
        <Input
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(_, d) => setConfirm(d.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {t('setPassword')}
      </Button>
      {backToLogin}
    </form>
  )
}
