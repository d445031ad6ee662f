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
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '../../../lib/form-errors'
import { createEntry } from '../api'

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })

/** The superadmin writes an entry: title, Markdown body, tags, an optional screen to link. */
export function NewEntryDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('whatsNew')
  const styles = useStyles()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [tags, setTags] = useState('')
  const [link, setLink] = useState('')
  const [error, setError] = useState<string>()
  const submit = async () => {
    const { data, error: failure } = await createEntry({
      title: title.trim(),
      body,
      tags: tags
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
      link: link.trim() || null,
    })
    if (data) return onCreated()
    const found = formErrors(failure, t('error'))
    setError([found.form, ...Object.values(found.fields)].filter(Boolean).join(' '))
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <DialogBody>
            <DialogTitle>{t('newEntry')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('form.title')} required validationMessage={error}>
                <Input value={title} onChange={(_, d) => setTitle(d.value)} />
              </Field>
              <Field label={t('form.body')} hint={t('form.bodyHint')} required>
                <Textarea rows={6} value={body} onChange={(_, d) => setBody(d.value)} />
              </Field>
              <Field label={t('form.tags')} hint={t('form.tagsHint')}>
                <Input value={tags} onChange={(_, d) => setTags(d.value)} />
              </Field>
              <Field label={t('form.link')} hint={t('form.linkHint')}>
                <Input value={link} onChange={(_, d) => setLink(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={!title.trim() || !body.trim()}>
                {t('publish')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
