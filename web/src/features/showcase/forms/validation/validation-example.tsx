import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { EMPTY_SIGN_UP, hasErrors, validateSignUp, type FieldError, type SignUpValues } from './validation-rules'

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS },
})

const TEXT_FIELDS = [
  ['username', 'text', 'username'],
  ['email', 'email', 'email'],
  ['password', 'password', 'new-password'],
  ['confirm', 'password', 'new-password'],
  ['age', 'text', 'off'],
  ['website', 'url', 'url'],
] as const

/**
 * /forms/validation: errors show once a field is left or on submit, submit is refused while any remain and focus
 * goes to the first wrong field; the messages come from the `errors` keys of each language.
 */
export default function ValidationExample() {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP)
  const [touched, setTouched] = useState<Partial<Record<keyof SignUpValues, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [done, setDone] = useState(false)
  const errors = validateSignUp(values)
  const shown = (k: keyof SignUpValues) => ((submitted || touched[k]) && errors[k] ? message(errors[k]) : undefined)
  const message = (e: FieldError) => t(`errors.${e.key}`, { min: e.min, max: e.max })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (hasErrors(errors)) {
      setDone(false)
      // After React paints the messages: the first invalid field takes focus so a keyboard user lands on it.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setDone(true)
  }
  return (
    <SectionCard title={t('validation.title')}>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('validation.done')}</MessageBarBody>
        </MessageBar>
      )}
      <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t('validation.title')}>
        {TEXT_FIELDS.map(([key, type, autoComplete]) => (
          <Field
            key={key}
            label={t(`validation.fields.${key}`)}
            required={key !== 'website'}
            validationMessage={shown(key)}
            hint={key === 'password' ? t('validation.passwordHint') : undefined}
          >
            <Input
              type={type}
              autoComplete={autoComplete}
              value={values[key]}
              inputMode={key === 'age' ? 'numeric' : undefined}
              onChange={(_, d) => setValues({ ...values, [key]: d.value })}
              onBlur={() => setTouched({ ...touched, [key]: true })}
            />
          </Field>
        ))}
        <Field className={styles.wide} validationMessage={shown('terms')}>
          <Checkbox
            label={t('validation.fields.terms')}
            checked={values.terms}
            aria-invalid={!!shown('terms')}
            onChange={(_, d) => setValues({ ...values, terms: !!d.checked })}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">
            {t('validation.submit')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setValues(EMPTY_SIGN_UP)
              setTouched({})
              setSubmitted(false)
              setDone(false)
            }}
          >
            {t('reset')}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
