import { Field, Input } from '@fluentui/react-components'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { currentPasswordPolicy, usePasswordPolicy } from '../../../lib/password-policy'
import type { RegisterBody } from '../api-recovery'

/** What the registration screens edit: the service's body, plus the repeated password of the multi-step one. */
export type RegisterDraft = Required<Omit<RegisterBody, 'plan'>> & { confirm: string } // the plan comes from the address (front-pages/checkout-handoff.ts)
export const emptyDraft: RegisterDraft = { fullName: '', email: '', password: '', organizationName: '', confirm: '' }

export type FieldErrors = Record<string, string | undefined>
type Change = (key: keyof RegisterDraft) => (_: unknown, d: { value: string }) => void

interface FieldsProps {
  draft: RegisterDraft
  errors: FieldErrors
  onChange: Change
  autoFocus?: boolean
}

// Checks done before the service is asked; the service repeats them (and adds its own password rules).

/** E-mail and password, and the repeated password when the screen asks for it. */
/** `minLength` is the service's rule (GET /api/auth/password-policy); before it loads the service alone checks it. */
export function validateAccountFields(
  draft: Pick<RegisterDraft, 'email' | 'password' | 'confirm'>,
  t: TFunction<'auth'>,
  withConfirm: boolean,
  minLength = currentPasswordPolicy()?.minLength,
): FieldErrors {
  const fields: FieldErrors = {}
  if (!/^\S+@\S+\.\S+$/.test(draft.email.trim())) fields.email = t('emailInvalid')
  if (minLength !== undefined && draft.password.length < minLength)
    fields.password = t('passwordTooShort', { count: minLength })
  if (withConfirm && draft.confirm !== draft.password) fields.confirm = t('passwordMismatch')
  return fields
}

export function validatePersonalFields(draft: Pick<RegisterDraft, 'fullName'>, t: TFunction<'auth'>): FieldErrors {
  return draft.fullName.trim() ? {} : { fullName: t('required') }
}

export const hasErrors = (fields: FieldErrors) => Object.values(fields).some(Boolean)

export function EmailPasswordFields({
  draft,
  errors,
  onChange,
  autoFocus,
  withConfirm = false,
}: FieldsProps & { withConfirm?: boolean }) {
  const { t } = useTranslation('auth')
  const policy = usePasswordPolicy()
  return (
    <>
      <Field label={t('email')} required validationMessage={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          autoFocus={autoFocus}
          placeholder={t('emailPlaceholder')}
          value={draft.email}
          onChange={onChange('email')}
        />
      </Field>
      <Field
        label={t('password')}
        required
        validationMessage={errors.password}
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
          value={draft.password}
          onChange={onChange('password')}
        />
      </Field>
      {withConfirm && (
        <Field label={t('confirmPassword')} required validationMessage={errors.confirm}>
          <Input
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={draft.confirm}
            onChange={onChange('confirm')}
          />
        </Field>
      )}
    </>
  )
}

export function FullNameField({ draft, errors, onChange, autoFocus }: FieldsProps) {
  const { t } = useTranslation('auth')
  return (
    <Field label={t('fullName')} required validationMessage={errors.fullName}>
      <Input
        name="fullName"
        autoComplete="name"
        autoFocus={autoFocus}
        value={draft.fullName}
        onChange={onChange('fullName')}
      />
    </Field>
  )
}

export function OrganizationField({ draft, errors, onChange }: FieldsProps) {
  const { t } = useTranslation('auth')
  return (
    <Field label={t('organizationName')} validationMessage={errors.organizationName} hint={t('organizationHint')}>
      <Input
        name="organizationName"
        autoComplete="organization"
        value={draft.organizationName}
        onChange={onChange('organizationName')}
      />
    </Field>
  )
}
