import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import type { RoleOption } from './role-options'
import { assignRole, type SandboxUserDetail } from './users-api'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap', width: '100%' },
  field: { flexGrow: 1, minWidth: '160px', textAlign: 'start' },
})

/** Moves the user to another role of the copy (including one just added on the roles screen). */
export function UserRoleChange({
  user,
  options,
  labelOf,
  onChanged,
}: {
  user: SandboxUserDetail
  options: RoleOption[]
  labelOf: (key: string) => string
  onChanged: (user: SandboxUserDetail) => void
}) {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const [role, setRole] = useState(user.role)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const save = async () => {
    setPending(true)
    let saved: SandboxUserDetail | undefined
    const failure = await callErrors(
      assignRole(user.id, role).then((r) => {
        saved = r.data
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    setError(failure ? (failure.fields.role ?? failure.form) : undefined)
    if (saved) onChanged(saved)
  }
  return (
    <div className={styles.row}>
      <Field
        className={styles.field}
        label={t('changeRole')}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Dropdown
          value={labelOf(role)}
          selectedOptions={[role]}
          onOptionSelect={(_, d) => d.optionValue && setRole(d.optionValue)}
        >
          {options.map((o) => (
            <Option key={o.key} value={o.key}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button appearance="primary" disabled={pending || role === user.role} onClick={() => void save()}>
        {t('saveRole')}
      </Button>
    </div>
  )
}
