import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteRun } from '../api'

export function DeleteRunDialog({
  run,
  onClose,
  onDeleted,
}: {
  run: { id: string; title: string } | null
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('llm')
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    if (!run) return
    setBusy(true)
    await deleteRun(run.id).catch(() => undefined)
    setBusy(false)
    onDeleted()
  }
  return (
    <Dialog
      open={run !== null}
      onOpenChange={(_, d) => {
        if (!d.open) onClose()
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogContent>{t('delete.body', { title: run?.title ?? '' })}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void remove()}>
              {t('actions.delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
