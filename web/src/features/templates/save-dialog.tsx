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
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Saving asks for a note (what changed) and may publish the new version at once. */
export function SaveDialog({
  open,
  busy,
  onClose,
  onSave,
}: {
  open: boolean
  busy: boolean
  onClose: () => void
  onSave: (note: string, publish: boolean) => void
}) {
  const { t } = useTranslation('templates')
  const [note, setNote] = useState('')
  const [publish, setPublish] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            onSave(note.trim(), publish)
          }}
        >
          <DialogBody>
            <DialogTitle>{t('save.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('save.note')} hint={t('save.noteHint')}>
                <Input dir="auto" value={note} onChange={(_, d) => setNote(d.value)} maxLength={500} autoFocus />
              </Field>
              <Checkbox
                checked={publish}
                onChange={(_, d) => setPublish(Boolean(d.checked))}
                label={t('save.publish')}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('save.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
