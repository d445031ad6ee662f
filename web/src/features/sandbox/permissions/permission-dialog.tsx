import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { useFormSubmit } from '../shared/use-form-submit'
import {
  addPermission,
  PERMISSION_ROLES,
  updatePermission,
  type Permission,
  type PermissionRole,
} from './permissions-api'

const useStyles = makeStyles({
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
  const { errors, formError, pending, submit } = useFormSubmit()
  const save = () => {
    const body = { name: name.trim(), assignedTo: roles }
    return submit(
      { name: name.trim() ? undefined : t('nameRequired') },
      () => (permission ? updatePermission(permission.id, body) : addPermission(body)),
      (saved) => saved && onSaved(saved),
    )
  }
  return (
    <FormDialog
      title={permission ? t('editTitle') : t('addTitle')}
      submitLabel={permission ? t('save', { ns: 'common' }) : t('add')}
      pending={pending}
      formError={formError}
      onSubmit={() => void save()}
      onClose={onClose}
    >
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
    </FormDialog>
  )
}
