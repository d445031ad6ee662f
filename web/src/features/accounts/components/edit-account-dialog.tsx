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
  Switch,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { updateAccount, type Account, type Role, type UpdateAccountBody } from '../api'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

interface EditAccountDialogProps {
  account: Account
  /** Roles this user may switch the account to (same kind as its current role). */
  roles: Role[]
  /** The service refuses changing one's own role or disabling oneself; the form does not offer it. */
  isSelf: boolean
  onClose: () => void
  onSaved: (account: Account) => void
}

/** Mounted per account (keyed by the caller), so the form starts from that account's values. */
export function EditAccountDialog({ account, roles, isSelf, onClose, onSaved }: EditAccountDialogProps) {
  const { t } = useTranslation('accounts')
  const styles = useStyles()
  const [fullName, setFullName] = useState(account.fullName)
  const [role, setRole] = useState<Role>(account.role)
  const [disabled, setDisabled] = useState(account.disabled)
  const [errors, setErrors] = useState(noErrors)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!fullName.trim()) return setErrors({ fields: { fullName: t('required', { ns: 'common' }) } })
    // Only what changed: PATCH needs at least one field, and an unchanged role must not trip the self check.
    const body: UpdateAccountBody = {}
    if (fullName.trim() !== account.fullName) body.fullName = fullName.trim()
    if (role !== account.role) body.role = role
    if (disabled !== account.disabled) body.disabled = disabled
    if (Object.keys(body).length === 0) return onClose()
    setPending(true)
    const { data, error } = await updateAccount(account.id, body).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (!data) return setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
    onSaved(data)
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('editDialog.title', { name: account.fullName })}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              {isSelf && (
                <MessageBar intent="info">
                  <MessageBarBody>{t('editDialog.selfHint')}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('editDialog.fullName')} required validationMessage={errors.fields.fullName}>
                <Input value={fullName} onChange={(_, d) => setFullName(d.value)} />
              </Field>
              <Field label={t('editDialog.role')} validationMessage={errors.fields.role}>
                <Dropdown
                  disabled={isSelf || roles.length < 2}
                  value={t(`roles.${role}`, { ns: 'common' })}
                  selectedOptions={[role]}
                  onOptionSelect={(_, d) => setRole(d.optionValue as Role)}
                >
                  {roles.map((r) => (
                    <Option key={r} value={r}>
                      {t(`roles.${r}`, { ns: 'common' })}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field hint={t('editDialog.disabledHint')}>
                <Switch
                  label={t('editDialog.disabled')}
                  disabled={isSelf}
                  checked={disabled}
                  onChange={(_, d) => setDisabled(d.checked)}
                />
              </Field>
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
                {t('save', { ns: 'common' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
