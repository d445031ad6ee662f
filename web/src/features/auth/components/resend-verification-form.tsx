import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { resendVerification } from '../api-recovery'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

/**
 * Asks for a new verification link. The service answers the same whether or not the address has an account
 * that still needs confirming, so the confirmation says "if".
 */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [email, setEmail] = useState(initialEmail)
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!/^\S+@\S+\.\S+$/.test(address))
      return setErrors({ fields: { email: address ? t('emailInvalid') : t('required') } })
    setPending(true)
    const { response, error } = await resendVerification(address).catch((e: unknown) => ({
      response: undefined,
      error: e,
    }))
    setPending(false)
    if (!response?.ok) {
      setSentTo(null)
      return setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
    }
    setErrors(noErrors)
    setSentTo(address)
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('verifyResend')}>
      {sentTo && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('verifyResent', { email: sentTo })}</MessageBarBody>
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
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(_, d) => setEmail(d.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="secondary"
        size="large"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {t('verifyResend')}
      </Button>
    </form>
  )
}
