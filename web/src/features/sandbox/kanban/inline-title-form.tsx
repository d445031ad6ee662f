import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

interface InlineTitleFormProps {
  label: string
  initial?: string
  submitLabel: string
  /** Resolves to the message to show on the field, or nothing when saved. */
  onSubmit: (title: string) => Promise<string | undefined>
  onCancel: () => void
}

/** A one-field form for a board or item title; the service's refusal shows on the field. */
export function InlineTitleForm({ label, initial = '', submitLabel, onSubmit, onCancel }: InlineTitleFormProps) {
  const { t } = useTranslation('sandboxKanban')
  const styles = useStyles()
  const [title, setTitle] = useState(initial)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setError(t('titleRequired'))
    setPending(true)
    const failure = await onSubmit(title.trim())
    setPending(false)
    setError(failure)
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input
          value={title}
          autoFocus
          onChange={(_, d) => setTitle(d.value)}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size="small" disabled={pending}>
          {submitLabel}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  )
}
