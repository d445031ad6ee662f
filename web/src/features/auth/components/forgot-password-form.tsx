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
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { forgotPassword } from '../api-recovery'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { textAlign: 'center' },
})

/** Asks for a reset link. The answer is the same whether the address exists, so accounts cannot be probed. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setErrors({ fields: { email: t('required') } })
    setPending(true)
    const { response, error } = await forgotPassword(email.trim()).catch((e: unknown) => ({
      response: undefined,
      error: e,
    }))
    setPending(false)
    if (!response?.ok) return setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
    setErrors(noErrors)
    setSent(true)
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {sent && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('resetLinkSent', { email: email.trim() })}</MessageBarBody>
        </MessageBar>
      )}
      {errors.form && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('email')} required validationMessage={errors.fields.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(_, d) => setEmail(d.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {t('sendResetLink')}
      </Button>
      <div className={styles.footer}>
        <Link href={paths.auth.login.getHref()} asChild>
          <FluentLink>{t('backToLogin')}</FluentLink>
        </Link>
      </div>
    </form>
  )
}
