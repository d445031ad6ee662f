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
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { useLogin } from '../use-login'
import { TwoStepForm } from './two-step-form'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground2 },
})

/** E-mail and password; the service's field errors show under their field, other errors above the button. */
export function LoginForm() {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const login = useLogin()
  const { submit, pending, errors, setErrors } = login
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [reveal, setReveal] = useState(false)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      return setErrors({
        email: email.trim() ? undefined : t('required'),
        password: password ? undefined : t('required'),
      })
    }
    void submit({ email: email.trim(), password })
  }

  if (login.challenge) return <TwoStepForm onSubmit={login.submitCode} pending={pending} error={errors.form} />

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.form && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('email')} validationMessage={errors.email} required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(_, d) => setEmail(d.value)}
        />
      </Field>
      <Field label={t('password')} validationMessage={errors.password} required>
        <Input
          type={reveal ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={reveal ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={reveal ? t('hidePassword') : t('showPassword')}
              onClick={() => setReveal(!reveal)}
            />
          }
        />
      </Field>
      <div className={styles.row}>
        <Link href={paths.auth.forgotPassword.getHref()} asChild>
          <FluentLink>{t('forgotPassword')}</FluentLink>
        </Link>
      </div>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {pending ? t('submitting') : t('submit')}
      </Button>
      <div className={styles.footer}>
        {t('noAccount')}{' '}
        <Link href={paths.auth.register.getHref()} asChild>
          <FluentLink>{t('createAccount')}</FluentLink>
        </Link>
      </div>
    </form>
  )
}
