import {
  Button,
  Field,
  Input,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeBoxes } from './code-boxes'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  switch: { alignSelf: 'center' },
})

const LENGTH = 6
const empty = () => Array.from({ length: LENGTH }, () => '')

interface Props {
  onSubmit(code: string): void
  pending: boolean
  error?: string
  disabled?: boolean
}

/**
 * The second step of a sign-in with two-step on: the 6-digit authenticator code in six boxes (typing moves on,
 * pasting fills them; all six filled submits), or a recovery code in one field.
 */
export function TwoStepForm({ onSubmit, pending, error, disabled }: Props) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [digits, setDigits] = useState(empty)
  const [recovery, setRecovery] = useState<string | null>(null)
  const code = recovery ?? digits.join('')
  const complete = recovery !== null ? recovery.trim().length > 0 : digits.every(Boolean)
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (complete && !pending && !disabled) onSubmit(code.replace(/\s+/g, ''))
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Text>{t('twoStep.prompt')}</Text>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {recovery === null ? (
        <Field label={t('twoStep.code')} required>
          <CodeBoxes
            digits={digits}
            onChange={setDigits}
            disabled={disabled}
            label={t('twoStep.code')}
            digitLabel={(n) => t('twoStep.digit', { n, total: LENGTH })}
          />
        </Field>
      ) : (
        <Field label={t('twoStep.recoveryCode')} required>
          <Input
            name="recoveryCode"
            autoComplete="off"
            autoFocus
            value={recovery}
            onChange={(_, d) => setRecovery(d.value)}
            disabled={disabled}
          />
        </Field>
      )}
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={pending || disabled || !complete}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {t('twoStep.verify')}
      </Button>
      <FluentLink
        as="button"
        type="button"
        className={styles.switch}
        disabled={disabled}
        onClick={() => {
          setRecovery(recovery === null ? '' : null)
          setDigits(empty())
        }}
      >
        {recovery === null ? t('twoStep.useRecovery') : t('twoStep.useApp')}
      </FluentLink>
    </form>
  )
}
