import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import {
  addPermission,
  PERMISSION_ROLES,
  updatePermission,
  type Permission,
  type PermissionRole,
} from './permissions-api'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  roles: { display: 'flex', flexWrap: 'wrap', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
})

/** Adds or edits a permission; a taken name comes back from the service onto the name field. */
export function PermissionDialog({
  permission,
  onClose,
  onSaved,
}: {
  permission?: Permission
  onClose: () => void
  onSaved: (p: Permission) => void
}) {
  const { t } = useTranslation('sandboxPermissions')
  const styles = useStyles()
  const [name, setName] = useState(permission?.name ?? '')
  const [roles, setRoles] = useState<PermissionRole[]>((permission?.assignedTo ?? []) as PermissionRole[])
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: t('nameRequired') })
    setPending(true)
    let saved: Permission | undefined
    const body = { name: name.trim(), assignedTo: roles }
    const failure = await callErrors(
      (permission ? updatePermission(permission.id, body) : addPermission(body)).then((r) => {
        saved = r.data
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    if (saved) onSaved(saved)
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{permission ? t('editTitle') : t('addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('name')}
                required
                validationMessage={errors.name}
                validationState={errors.name ? 'error' : 'none'}
              >
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <fieldset className={styles.roles}>
                <legend className={styles.legend}>{t('assignedTo')}</legend>
                {PERMISSION_ROLES.map((r) => (
                  <Checkbox
                    key={r}
                    label={t(`roles.${r}`)}
                    checked={roles.includes(r)}
                    onChange={() => setRoles(roles.includes(r) ? roles.filter((x) => x !== r) : [...roles, r])}
                  />
                ))}
              </fieldset>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
              <Button type="submit" appearance="primary" disabled={pending}>
                {permission ? t('save', { ns: 'common' }) : t('add')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
