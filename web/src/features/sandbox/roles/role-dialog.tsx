import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { useFormSubmit } from '../shared/use-form-submit'
import { allState, fullMatrix, setAll, toggleRight } from './permission-matrix'
import { addRole, RIGHTS, updateRole, type Role } from './roles-api'

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '460px' },
})

/** Adds or edits a role: its name and a read / write / create matrix per module; a taken name comes back onto the name field. */
export function RoleDialog({
  role,
  onClose,
  onSaved,
}: {
  role?: Role
  onClose: () => void
  onSaved: (r: Role) => void
}) {
  const { t } = useTranslation('sandboxRoles')
  const styles = useStyles()
  const [name, setName] = useState(role?.name ?? '')
  const [matrix, setMatrix] = useState(fullMatrix(role?.permissions))
  const { errors, formError, pending, submit } = useFormSubmit()
  const all = allState(matrix)
  const save = () => {
    const body = { name: name.trim(), permissions: matrix }
    return submit(
      { name: name.trim() ? undefined : t('nameRequired') },
      () => (role ? updateRole(role.id, body) : addRole(body)),
      (saved) => saved && onSaved(saved),
      // A refused matrix names the permissions field, which is no single input: it goes above the form.
      (failure) => failure.form ?? failure.fields.permissions,
    )
  }

  return (
    <FormDialog
      title={role ? t('editTitle') : t('addTitle')}
      submitLabel={role ? t('save', { ns: 'common' }) : t('add')}
      pending={pending}
      formError={formError}
      onSubmit={() => void save()}
      onClose={onClose}
      className={styles.surface}
    >
      <Field
        label={t('name')}
        required
        validationMessage={errors.name}
        validationState={errors.name ? 'error' : 'none'}
      >
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <div className={styles.scroll}>
        <Table className={styles.table} aria-label={t('matrix')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('module')}</TableHeaderCell>
              <TableHeaderCell colSpan={3}>
                <Checkbox
                  label={t('selectAll')}
                  checked={all}
                  onChange={() => setMatrix(setAll(matrix, all !== true))}
                />
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {matrix.map((p) => (
              <TableRow key={p.module}>
                <TableCell>{t(`modules.${p.module}`)}</TableCell>
                {RIGHTS.map((right) => (
                  <TableCell key={right}>
                    <Checkbox
                      label={t(`rights.${right}`)}
                      aria-label={t('rightOf', {
                        right: t(`rights.${right}`),
                        module: t(`modules.${p.module}`),
                      })}
                      checked={p[right]}
                      onChange={(_, d) => setMatrix(toggleRight(matrix, p.module, right, d.checked === true))}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </FormDialog>
  )
}
