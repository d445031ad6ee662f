import { Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import { SideDrawer } from '../shared/side-drawer'
import { useRoleOptions } from './role-options'
import { addUser, USER_PLANS, type SandboxUserDetail, type UserPlan } from './users-api'
import { EMPTY_USER, validateUser, type UserDraft } from './validate-user'

/** Adds a user: checked here first, then by the service, whose messages land on the same fields. */
export function AddUserDrawer({
  open,
  onClose,
  onAdded,
}: {
  open: boolean
  onClose: () => void
  onAdded: (user: SandboxUserDetail) => void
}) {
  const { t } = useTranslation('sandboxUsers')
  const [draft, setDraft] = useState<UserDraft>(EMPTY_USER)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const roles = useRoleOptions()
  const patch = (change: Partial<UserDraft>) => setDraft((d) => ({ ...d, ...change }))
  const close = () => {
    setDraft(EMPTY_USER)
    setErrors({})
    setFormError(undefined)
    onClose()
  }

  const submit = async () => {
    const local = validateUser(draft)
    setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v as 'errors.email')])))
    if (Object.keys(local).length) return
    setPending(true)
    let added: SandboxUserDetail | undefined
    const trimmed = (v: string) => v.trim() || undefined
    const failure = await callErrors(
      addUser({
        fullName: draft.fullName.trim(),
        username: draft.username.trim(),
        email: draft.email.trim(),
        company: trimmed(draft.company),
        country: trimmed(draft.country),
        contact: trimmed(draft.contact),
        role: draft.role,
        currentPlan: draft.currentPlan as UserPlan,
        status: 'Pending',
      }).then((r) => {
        added = r.data
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    if (added) onAdded(added)
    close()
  }
  const field = (name: keyof UserDraft) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  })
  const text = (
    name: 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact',
    type: 'text' | 'email' | 'tel' = 'text',
    required = false,
  ) => (
    <Field label={t(`fields.${name}`)} required={required} {...field(name)}>
      <Input type={type} value={draft[name]} onChange={(_, d) => patch({ [name]: d.value })} />
    </Field>
  )

  return (
    <SideDrawer
      title={t('addUser')}
      open={open}
      onClose={close}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button type="submit" appearance="primary" disabled={pending}>
            {t('submit')}
          </Button>
          <Button onClick={close}>{t('cancel', { ns: 'common' })}</Button>
        </>
      }
    >
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      {text('fullName', 'text', true)}
      {text('username', 'text', true)}
      {text('email', 'email', true)}
      {text('company')}
      {text('country')}
      {text('contact', 'tel')}
      <Field label={t('fields.role')} required {...field('role')}>
        <Dropdown
          value={draft.role ? roles.labelOf(draft.role) : ''}
          selectedOptions={draft.role ? [draft.role] : []}
          placeholder={t('choose')}
          onOptionSelect={(_, d) => patch({ role: d.optionValue ?? '' })}
        >
          {roles.options.map((r) => (
            <Option key={r.key} value={r.key}>
              {r.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('fields.plan')} required {...field('currentPlan')}>
        <Dropdown
          value={draft.currentPlan ? t(`plans.${draft.currentPlan}`) : ''}
          selectedOptions={draft.currentPlan ? [draft.currentPlan] : []}
          placeholder={t('choose')}
          onOptionSelect={(_, d) => patch({ currentPlan: d.optionValue as UserPlan })}
        >
          {USER_PLANS.map((p) => (
            <Option key={p} value={p}>
              {t(`plans.${p}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </SideDrawer>
  )
}
