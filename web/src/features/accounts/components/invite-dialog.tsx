import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { createAccount, type Account, type Role } from '../api'
import { isOrgRole } from '../role-options'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground2 },
})

export interface Organization {
  id: string
  name: string
}

interface InviteDialogProps {
  open: boolean
  roles: Role[]
  /** Organizations to choose from (superadmin); an admin always invites into its own, so none is asked. */
  organizations: Organization[]
  onClose: () => void
  onInvited: (account: Account) => void
}

export function InviteDialog({ open, roles, organizations, onClose, onInvited }: InviteDialogProps) {
  const { t } = useTranslation('accounts')
  const styles = useStyles()
  const [form, setForm] = useState({
    email: '',
    fullName: '',
    role: roles.includes('client') ? 'client' : (roles[0] ?? 'client'),
    orgId: '',
  })
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)
  const askOrg = organizations.length > 0 && isOrgRole(form.role as Role)
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const required = t('required', { ns: 'common' })
    const missing = {
      email: form.email.trim() ? undefined : required,
      fullName: form.fullName.trim() ? undefined : required,
      orgId: askOrg && !form.orgId ? required : undefined,
    }
    if (missing.email || missing.fullName || missing.orgId) return setErrors({ fields: missing })
    setPending(true)
    const body = {
      email: form.email.trim(),
      fullName: form.fullName.trim(),
      role: form.role as Role,
      ...(askOrg ? { orgId: form.orgId } : {}),
    }
    const { data, error } = await createAccount(body).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (!data) return setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
    setForm((f) => ({ ...f, email: '', fullName: '' }))
    setErrors(noErrors)
    onInvited(data)
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('inviteDialog.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.hint}>{t('inviteDialog.body')}</Text>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('inviteDialog.fullName')} required validationMessage={errors.fields.fullName}>
                <Input value={form.fullName} onChange={(_, d) => set({ fullName: d.value })} />
              </Field>
              <Field label={t('inviteDialog.email')} required validationMessage={errors.fields.email}>
                <Input type="email" value={form.email} onChange={(_, d) => set({ email: d.value })} />
              </Field>
              <Field label={t('inviteDialog.role')} required validationMessage={errors.fields.role}>
                <Dropdown
                  value={t(`roles.${form.role as Role}`, { ns: 'common' })}
                  selectedOptions={[form.role]}
                  onOptionSelect={(_, d) => set({ role: d.optionValue as Role })}
                >
                  {roles.map((role) => (
                    <Option key={role} value={role}>
                      {t(`roles.${role}`, { ns: 'common' })}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {askOrg && (
                <Field label={t('inviteDialog.organization')} required validationMessage={errors.fields.orgId}>
                  <Dropdown
                    value={organizations.find((o) => o.id === form.orgId)?.name ?? ''}
                    selectedOptions={[form.orgId]}
                    onOptionSelect={(_, d) => set({ orgId: d.optionValue ?? '' })}
                  >
                    {organizations.map((org) => (
                      <Option key={org.id} value={org.id}>
                        {org.name}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={pending}
                icon={pending ? <Spinner size="tiny" /> : undefined}
              >
                {t('inviteDialog.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
