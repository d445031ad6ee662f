import {
  Button,
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
  Spinner,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors, type FormErrors } from '../../../lib/form-errors'
import { updateProfile, type Profile } from '../api'
import {
  addTags,
  identityPatch,
  LIMITS,
  toForm,
  validateIdentity,
  type IdentityField,
  type IdentityForm,
} from '../identity-form'

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

interface EditProfileDialogProps {
  profile: Profile
  onClose: () => void
  onSaved: (profile: Profile) => void
}

/** The identity fields; only what changed is sent, and the service's 4xx messages land on their fields. */
export function EditProfileDialog({ profile, onClose, onSaved }: EditProfileDialogProps) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const [initial] = useState(() => toForm(profile))
  const [form, setForm] = useState<IdentityForm>(initial)
  const [tagText, setTagText] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [pending, setPending] = useState(false)

  // Editing a field clears its message; the next save checks again.
  const clear = (field: IdentityField) =>
    setErrors((e) => (e.fields[field] ? { ...e, fields: { ...e.fields, [field]: undefined } } : e))
  const set = (field: Exclude<IdentityField, 'tags'>) => (_: unknown, d: { value: string }) => {
    setForm((f) => ({ ...f, [field]: d.value }))
    clear(field)
  }
  const commitTags = () => {
    if (!tagText.trim()) return
    setForm((f) => ({ ...f, tags: addTags(f.tags, tagText) }))
    setTagText('')
  }
  // Enter and comma turn the typed text into a tag instead of submitting the form.
  const onTagKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',') && tagText.trim()) {
      e.preventDefault()
      commitTags()
    }
  }

  const message = (problem: ReturnType<typeof validateIdentity>[IdentityField], field: IdentityField) => {
    if (!problem) return undefined
    if (problem === 'tooLong') return t('validation.tooLong', { max: field === 'tags' ? LIMITS.tag : LIMITS.text })
    if (problem === 'tooMany') return t('validation.tooMany', { max: LIMITS.tags })
    return t(`validation.${problem}`)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // Text still in the tag box counts as typed tags.
    const next = { ...form, tags: addTags(form.tags, tagText) }
    setForm(next)
    setTagText('')
    const problems = validateIdentity(next)
    const fields = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, message(p, f as IdentityField)]))
    if (Object.keys(fields).length) return setErrors({ fields })
    const body = identityPatch(initial, next)
    if (Object.keys(body).length === 0) return onClose()
    setPending(true)
    setErrors(noErrors)
    const { data, error } = await updateProfile(profile.id, body).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (data) return onSaved(data)
    const found = formErrors(error, t('edit.error'))
    // Item errors arrive as `tags.3`: they belong to the tags field.
    const tagMessages = Object.entries(found.fields)
      .filter(([f]) => f.startsWith('tags'))
      .map(([, m]) => m)
    setErrors({ ...found, fields: { ...found.fields, tags: tagMessages.length ? tagMessages.join(' ') : undefined } })
  }

  const field = (name: Exclude<IdentityField, 'tags'>) => ({
    validationMessage: errors.fields[name],
    validationState: errors.fields[name] ? ('error' as const) : undefined,
  })
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('edit.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('edit.fullName')} required {...field('fullName')}>
                <Input value={form.fullName} onChange={set('fullName')} autoComplete="off" />
              </Field>
              <Field label={t('edit.email')} {...field('email')}>
                <Input type="email" value={form.email} onChange={set('email')} autoComplete="off" />
              </Field>
              <div className={styles.pair}>
                <Field label={t('edit.jobTitle')} {...field('title')}>
                  <Input value={form.title} onChange={set('title')} />
                </Field>
                <Field label={t('edit.company')} {...field('company')}>
                  <Input value={form.company} onChange={set('company')} />
                </Field>
              </div>
              <Field
                label={t('edit.tags')}
                hint={t('edit.tagsHint')}
                validationMessage={errors.fields.tags}
                validationState={errors.fields.tags ? 'error' : undefined}
              >
                <div className={styles.tags}>
                  {form.tags.length > 0 && (
                    <TagGroup
                      aria-label={t('edit.tags')}
                      onDismiss={(_, d) => {
                        setForm((f) => ({ ...f, tags: f.tags.filter((x) => x !== d.value) }))
                        clear('tags')
                      }}
                    >
                      {form.tags.map((tag) => (
                        <Tag
                          key={tag}
                          value={tag}
                          size="small"
                          shape="circular"
                          dismissible
                          dismissIcon={{ 'aria-label': t('edit.removeTag', { tag }) }}
                        >
                          {tag}
                        </Tag>
                      ))}
                    </TagGroup>
                  )}
                  <Input
                    value={tagText}
                    placeholder={t('edit.addTag')}
                    onChange={(_, d) => {
                      setTagText(d.value)
                      clear('tags')
                    }}
                    onKeyDown={onTagKey}
                    onBlur={commitTags}
                  />
                </div>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button
                appearance="primary"
                type="submit"
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
