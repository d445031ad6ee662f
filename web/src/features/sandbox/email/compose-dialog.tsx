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
import { composeMail } from './email-api'
import { RichTextEditor } from '../../../components/rich-text-editor'
import { splitAddresses } from './mail-text'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  files: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  hidden: { display: 'none' },
})

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

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
  const [files, setFiles] = useState<{ fileName: string; size: string }[]>([])
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  const store = async (draft: boolean) => {
    const lists = { to: splitAddresses(form.to), cc: splitAddresses(form.cc), bcc: splitAddresses(form.bcc) }
    const local: Record<string, string> = {}
    for (const [name, list] of Object.entries(lists))
      if (list.invalid.length) local[name] = t('notAddresses', { list: list.invalid.join(', ') })
    if (!draft && lists.to.valid.length === 0 && !local.to) local.to = t('needRecipient')
    if (!draft && !form.subject.trim()) local.subject = t('needSubject')
    setErrors(local)
    if (Object.keys(local).length) return
    setPending(true)
    const failure = await callErrors(
      composeMail({
        to: lists.to.valid,
        cc: lists.cc.valid,
        bcc: lists.bcc.valid,
        subject: form.subject,
        message: form.body,
        attachments: files,
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
              {files.map((f) => (
                <span key={f.fileName}>
                  {f.fileName} ({f.size})
                </span>
              ))}
              <input
                ref={picker}
                className={styles.hidden}
                type="file"
                multiple
                aria-label={t('attach')}
                onChange={(e) =>
                  setFiles(
                    [...(e.target.files ?? [])]
                      .slice(0, 10)
                      .map((f) => ({ fileName: f.name.slice(0, 200), size: sizeOf(f.size) })),
                  )
                }
              />
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
            <Button disabled={pending} onClick={() => void store(true)}>
              {t('saveDraft')}
            </Button>
            <Button appearance="primary" disabled={pending} onClick={() => void store(false)}>
              {t('send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
