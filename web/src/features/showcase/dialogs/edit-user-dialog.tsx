import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { applyMask, isComplete, MASKS } from '../forms/input-mask'
import { listSomeUsers } from './dialogs-api'
import { CancelButton, ExampleDialog } from './example-dialog'

const STATUSES = ['Active', 'Inactive', 'Pending'] as const
const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingVerticalM },
})

/** Edit user: the first sandbox user's details in a form; Save checks the fields (the example keeps the change local). */
export function EditUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const users = useLoad((signal) => listSomeUsers(signal), [], t('loadFailed'))
  const user = users.data?.users[0]
  const [v, setV] = useState({ fullName: '', email: '', contact: '', status: 'Active', billing: true })
  const [submitted, setSubmitted] = useState(false)
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (user)
      setV({
        fullName: user.fullName,
        email: user.email,
        contact: applyMask(MASKS.phone, user.contact),
        status: user.status,
        billing: true,
      })
  }, [user])
  const errors = {
    fullName: !v.fullName.trim() ? t('errors.required') : undefined,
    email: !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.email.trim()) ? t('errors.email') : undefined,
    contact: v.contact && !isComplete(MASKS.phone, v.contact) ? t('mask.incomplete') : undefined,
  }
  const show = (k: keyof typeof errors) => (submitted ? errors[k] : undefined)
  const submit = () => {
    setSubmitted(true)
    if (!Object.values(errors).some(Boolean)) setSaved(true)
  }
  return (
    <ExampleDialog
      title={t('dialogs.editUser.title')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        user && (
          <>
            <Button type="submit" appearance="primary">
              {t('submit')}
            </Button>
            <CancelButton onClose={onClose} />
          </>
        )
      }
    >
      {users.error ? (
        <ErrorState message={users.error} onRetry={users.reload} />
      ) : !user ? (
        <LoadingState />
      ) : (
        <>
          {saved && (
            <MessageBar intent="success" role="status">
              <MessageBarBody>{t('dialogs.editUser.saved', { name: v.fullName })}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.grid}>
            <Field label={t('fields.name')} required validationMessage={show('fullName')}>
              <Input value={v.fullName} onChange={(_, d) => setV({ ...v, fullName: d.value })} />
            </Field>
            <Field label={t('fields.email')} required validationMessage={show('email')}>
              <Input type="email" value={v.email} onChange={(_, d) => setV({ ...v, email: d.value })} />
            </Field>
            <Field label={t('mask.phone')} validationMessage={show('contact')}>
              <Input
                dir="ltr"
                inputMode="tel"
                value={v.contact}
                onChange={(_, d) => setV({ ...v, contact: applyMask(MASKS.phone, d.value) })}
              />
            </Field>
            <Field label={t('dialogs.editUser.status')}>
              <Select value={v.status} onChange={(_, d) => setV({ ...v, status: d.value })}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`dialogs.editUser.statuses.${s.toLowerCase() as 'active'}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Switch
            label={t('dialogs.editUser.billing')}
            checked={v.billing}
            onChange={(_, d) => setV({ ...v, billing: d.checked })}
          />
        </>
      )}
    </ExampleDialog>
  )
}
