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
  tokens,
} from '@fluentui/react-components'
import { AttachRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import { addPicked, composedAttachments, stillUploading, updatePicked, type PickedFile } from './attachment-uploads'
import { composeMail, uploadAttachment } from './email-api'
import { PickedFiles } from './picked-files'
import { RichTextEditor } from '../../../components/rich-text-editor'
import { splitAddresses } from './mail-text'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  hidden: { display: 'none' },
})

export interface ComposeStart {
  to?: string
  subject?: string
}

/** Writes a mail (the body in a rich text editor, stored as its HTML): Send stores it in sent, Save draft in draft. Each address field names what is not an address. */
export function ComposeDialog({
  start,
  onClose,
  onStored,
}: {
  start: ComposeStart
  onClose: () => void
  onStored: (draft: boolean) => void
}) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  const [form, setForm] = useState({ to: start.to ?? '', cc: '', bcc: '', subject: start.subject ?? '', body: '' })
  const [files, setFiles] = useState<PickedFile[]>([])
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const keys = useRef(0)
  const uploading = stillUploading(files)

  // Each picked file uploads at once (with progress); the mail then names the stored ones by id.
  const pick = (picked: File[]) => {
    const { list, added } = addPicked(files, picked, () => `f${++keys.current}`)
    setFiles(list)
    added.forEach((entry, i) => {
      const file = picked[i]
      void uploadAttachment(file, (pct) =>
        setFiles((now) => updatePicked(now, entry.key, { state: 'uploading', pct })),
      ).then((answer) =>
        setFiles((now) =>
          updatePicked(
            now,
            entry.key,
            answer.ok && answer.data
              ? { state: 'stored', id: answer.data.id }
              : { state: 'failed', reason: answer.message ?? t('errors.unexpected', { ns: 'common' }) },
          ),
        ),
      )
    })
  }

  const store = async (draft: boolean) => {
    const lists = { to: splitAddresses(form.to), cc: splitAddresses(form.cc), bcc: splitAddresses(form.bcc) }
    const local: Record<string, string> = {}
    for (const [name, list] of Object.entries(lists))
      if (list.invalid.length) local[name] = t('notAddresses', { list: list.invalid.join(', ') })
    if (!draft && lists.to.valid.length === 0 && !local.to) local.to = t('needRecipient')
    if (!draft && !form.subject.trim()) local.subject = t('needSubject')
    setErrors(local)
    if (Object.keys(local).length) return
    if (stillUploading(files)) return setFormError(t('stillUploading'))
    setPending(true)
    const failure = await callErrors(
      composeMail({
        to: lists.to.valid,
        cc: lists.cc.valid,
        bcc: lists.bcc.valid,
        subject: form.subject,
        message: form.body,
        attachments: composedAttachments(files),
        draft,
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    onStored(draft)
  }
  const field = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  })
  const line = (name: 'to' | 'cc' | 'bcc' | 'subject') => (
    <Field label={t(`composeFields.${name}`)} required={name === 'to' || name === 'subject'} {...field(name)}>
      <Input value={form[name]} onChange={(_, d) => setForm((f) => ({ ...f, [name]: d.value }))} />
    </Field>
  )

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('compose')}</DialogTitle>
          <DialogContent className={styles.content}>
            {formError && (
              <MessageBar intent="error">
                <MessageBarBody>{formError}</MessageBarBody>
              </MessageBar>
            )}
            {line('to')}
            {line('cc')}
            {line('bcc')}
            {line('subject')}
            <Field label={t('composeFields.message')} {...field('message')}>
              <RichTextEditor
                label={t('composeFields.message')}
                value={form.body}
                onChange={(body) => setForm((f) => ({ ...f, body }))}
              />
            </Field>
            <div className={styles.files}>
              <Button icon={<AttachRegular />} onClick={() => picker.current?.click()}>
                {t('attach')}
              </Button>
              <PickedFiles files={files} onRemove={(key) => setFiles((now) => now.filter((f) => f.key !== key))} />
              <input
                ref={picker}
                className={styles.hidden}
                type="file"
                multiple
                aria-label={t('attach')}
                onChange={(e) => {
                  pick([...(e.target.files ?? [])])
                  e.target.value = ''
                }}
              />
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
            <Button disabled={pending || uploading} onClick={() => void store(true)}>
              {t('saveDraft')}
            </Button>
            <Button appearance="primary" disabled={pending || uploading} onClick={() => void store(false)}>
              {t('send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
