import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  ProgressBar,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBytes } from '../../../lib/format'
import { formErrors } from '../../../lib/form-errors'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  attachFile,
  openRequest,
  SUPPORT_CATEGORIES,
  type SupportCategory,
  type SupportRequest,
} from '../api'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  files: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/**
 * Opens a support request: subject, category, description and optional files. The files are uploaded once the
 * request exists (each with progress); a refused file is named in the notice, the request stays sent.
 */
export function NewRequestDialog({
  onClose,
  onOpened,
}: {
  onClose: () => void
  onOpened: (r: SupportRequest, notes: string[]) => void
}) {
  const { t, i18n } = useTranslation('support')
  const styles = useStyles()
  const [subject, setSubject] = useState('')
  const [category, setCategory] = useState<SupportCategory>('question')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [fileError, setFileError] = useState<string>()
  const [progress, setProgress] = useState<number>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? [])
    const large = chosen.find((f) => f.size > ATTACHMENT_MAX_BYTES)
    setFileError(large ? t('attachments.tooLarge', { name: large.name }) : undefined)
    setFiles((current) => [...current, ...chosen.filter((f) => f.size <= ATTACHMENT_MAX_BYTES)].slice(0, 20))
  }
  const submit = async () => {
    setBusy(true)
    const { data, error: failure } = await openRequest({
      subject: subject.trim(),
      category,
      description: description.trim(),
    })
    if (!data) {
      setBusy(false)
      return setError(formErrors(failure, t('error')).form)
    }
    const notes: string[] = []
    for (const [i, file] of files.entries()) {
      const answer = await attachFile(data.id, file, (pct) => setProgress((i * 100 + pct) / files.length))
      if (!answer.ok) notes.push(t('attachments.failed', { name: file.name, reason: answer.message ?? t('error') }))
    }
    setBusy(false)
    onOpened(data, notes)
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <DialogBody>
            <DialogTitle>{t('new.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('new.subject')} required validationMessage={error}>
                <Input value={subject} maxLength={200} onChange={(_, d) => setSubject(d.value)} />
              </Field>
              <Field label={t('new.category')}>
                <Dropdown
                  value={t(`category.${category}`)}
                  selectedOptions={[category]}
                  onOptionSelect={(_, d) => d.optionValue && setCategory(d.optionValue as SupportCategory)}
                >
                  {SUPPORT_CATEGORIES.map((c) => (
                    <Option key={c} value={c}>
                      {t(`category.${c}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label={t('new.description')} required>
                <Textarea rows={6} value={description} maxLength={10000} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              <Field label={t('attachments.pick')} hint={t('attachments.hint')} validationMessage={fileError}>
                <input
                  type="file"
                  multiple
                  accept={ATTACHMENT_ACCEPT}
                  disabled={busy}
                  aria-label={t('attachments.pick')}
                  onChange={(e) => {
                    pick(e.target.files)
                    e.target.value = ''
                  }}
                />
              </Field>
              {files.length > 0 && (
                <ul className={styles.files} aria-label={t('attachments.title')}>
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`} className={styles.file}>
                      <span className={styles.name} dir="auto">
                        {f.name}
                      </span>
                      <Caption1>{formatBytes(f.size, i18n.language)}</Caption1>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DismissRegular />}
                        aria-label={t('attachments.remove', { name: f.name })}
                        disabled={busy}
                        onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {progress !== undefined && busy && (
                <ProgressBar value={progress / 100} aria-label={t('attachments.uploading')} />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy || !subject.trim() || !description.trim()}>
                {t('new.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
