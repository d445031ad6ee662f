import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { passwordPolicyReady, usePasswordPolicy } from '../../../lib/password-policy'
import { changePassword } from '../api'
import { SectionCard } from './section-card'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
})

/** Change the password: the current one, then the new one twice (checked here before the service is asked). */
export function PasswordCard() {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const styles = useStyles()
  const [form, setForm] = useState({ current: '', next: '', confirm: '' })
  const [errors, setErrors] = useState(noErrors)
  const [done, setDone] = useState(false)
  // The service's one rule (the same as registration's), not a copy of it.
  const policy = usePasswordPolicy()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    const rule = await passwordPolicyReady()
    if (rule && form.next.length < rule.minLength)
      return setErrors({ fields: { newPassword: t('password.tooShort', { count: rule.minLength }) } })
    if (form.next !== form.confirm) return setErrors({ fields: { confirm: t('password.mismatch') } })
    const { error, response } = await changePassword(form.current, form.next).catch((e: unknown) => ({
      error: e,
      response: undefined,
    }))
    if (!response?.ok) return setErrors(formErrors(error, tc('errors.unexpected')))
    setErrors(noErrors)
    setForm({ current: '', next: '', confirm: '' })
    setDone(true)
  }
  const set = (key: keyof typeof form) => (_: unknown, d: { value: string }) =>
    setForm((f) => ({ ...f, [key]: d.value }))

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('password.current')} required validationMessage={errors.fields.currentPassword}>
          <Input
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.current}
            onChange={set('current')}
          />
        </Field>
        <Field
          label={t('password.new')}
          required
          validationMessage={errors.fields.newPassword}
          hint={
            policy
              ? `${t('password.hint', { count: policy.minLength })}${policy.refusesCommonPasswords ? ` ${t('password.hintCommon')}` : ''}`
              : undefined
          }
        >
          <Input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={form.next}
            onChange={set('next')}
          />
        </Field>
        <Field label={t('password.confirm')} required validationMessage={errors.fields.confirm}>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirm}
            onChange={set('confirm')}
          />
        </Field>
        {errors.form && (
          <MessageBar intent="error">
            <MessageBarBody>{errors.form}</MessageBarBody>
          </MessageBar>
        )}
        {done && (
          <MessageBar intent="success">
            <MessageBarBody>{t('password.changed')}</MessageBarBody>
          </MessageBar>
        )}
        <div>
          <Button appearance="primary" type="submit">
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
