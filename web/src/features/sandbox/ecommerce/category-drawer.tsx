import { Button, Field, Input, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import { SideDrawer } from '../shared/side-drawer'
import { createCategory, updateCategory, type Category } from './ecommerce-api'

/** Adds a category, or edits `editing`; the service's messages (a taken title) land on the field. */
export function CategoryDrawer({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean
  editing?: Category
  onClose: () => void
  onSaved: (title: string) => void
}) {
  const { t } = useTranslation('ecommerce')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (!open) return
    setTitle(editing?.title ?? '')
    setDescription(editing?.description ?? '')
    setErrors({})
    setFormError(undefined)
  }, [open, editing])

  const submit = async () => {
    if (!title.trim()) return setErrors({ title: t('categoriesPage.titleRequired') })
    setPending(true)
    const body = { title: title.trim(), description: description.trim() }
    const failure = await callErrors(
      editing ? updateCategory(editing.id, body) : createCategory(body),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    onSaved(body.title)
    onClose()
  }
  return (
    <SideDrawer
      title={editing ? t('categoriesPage.edit') : t('categoriesPage.add')}
      open={open}
      onClose={onClose}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button type="submit" appearance="primary" disabled={pending}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
        </>
      }
    >
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('categoriesPage.name')}
        required
        validationMessage={errors.title}
        validationState={errors.title ? 'error' : 'none'}
      >
        <Input value={title} maxLength={60} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <Field
        label={t('categoriesPage.description')}
        validationMessage={errors.description}
        validationState={errors.description ? 'error' : 'none'}
      >
        <Textarea value={description} maxLength={500} rows={4} onChange={(_, d) => setDescription(d.value)} />
      </Field>
    </SideDrawer>
  )
}
