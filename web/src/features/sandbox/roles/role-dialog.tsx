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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import { allState, fullMatrix, setAll, toggleRight } from './permission-matrix'
import { addRole, RIGHTS, updateRole, type Role } from './roles-api'

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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
  const { t } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const [name, setName] = useState(role?.name ?? '')
  const [matrix, setMatrix] = useState(fullMatrix(role?.permissions))
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const all = allState(matrix)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: t('roles.nameRequired') })
    setPending(true)
    let saved: Role | undefined
    const body = { name: name.trim(), permissions: matrix }
    const failure = await callErrors(
      (role ? updateRole(role.id, body) : addRole(body)).then((r) => {
        saved = r.data
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form ?? failure.fields.permissions)
    }
    if (saved) onSaved(saved)
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{role ? t('roles.editTitle') : t('roles.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('roles.name')}
                required
                validationMessage={errors.name}
                validationState={errors.name ? 'error' : 'none'}
              >
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <div className={styles.scroll}>
                <Table className={styles.table} aria-label={t('roles.matrix')} size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('roles.module')}</TableHeaderCell>
                      <TableHeaderCell colSpan={3}>
                        <Checkbox
                          label={t('roles.selectAll')}
                          checked={all}
                          onChange={() => setMatrix(setAll(matrix, all !== true))}
                        />
                      </TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {matrix.map((p) => (
                      <TableRow key={p.module}>
                        <TableCell>{t(`roles.modules.${p.module}`)}</TableCell>
                        {RIGHTS.map((right) => (
                          <TableCell key={right}>
                            <Checkbox
                              label={t(`roles.rights.${right}`)}
                              aria-label={t('roles.rightOf', {
                                right: t(`roles.rights.${right}`),
                                module: t(`roles.modules.${p.module}`),
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
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
              <Button type="submit" appearance="primary" disabled={pending}>
                {role ? t('save', { ns: 'common' }) : t('roles.add')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
