import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

interface Props { onSubmit(code: string): void; pending: boolean; error?: string }

/** The second step of a sign-in with two-step on: a 6-digit authenticator code or a recovery code. */
export function TwoStepForm({ onSubmit, pending, error }: Props) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) onSubmit(code.replace(/\s+/g, ''))
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Text>{t('twoStep.prompt')}</Text>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('twoStep.code')} required>
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus value={code} onChange={(_, d) => setCode(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabled={pending || !code.trim()} icon={pending ? <Spinner size="tiny" /> : undefined}>
        {t('twoStep.verify')}
      </Button>
    </form>
  )
}
