import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { rerunRun, SECTIONS, type SummaryOptions } from '../api'
import { OptionsForm } from './options-form'

/** Run the same source again with other options; `onDone` gets the new run's id. */
export function RerunDialog({
  run,
  llmReady,
  onClose,
  onDone,
}: {
  run: { id: string; options?: SummaryOptions; engine: SummaryOptions['engine'] } | null
  llmReady: boolean
  onClose: () => void
  onDone: (id: string) => void
}) {
  const { t } = useTranslation('llm')
  const [options, setOptions] = useState<SummaryOptions>({
    engine: 'builtin',
    language: 'source',
    length: 'standard',
    sections: [...SECTIONS],
    unverified: 'flag',
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (run)
      setOptions(
        run.options ?? {
          engine: run.engine,
          language: 'source',
          length: 'standard',
          sections: [...SECTIONS],
          unverified: 'flag',
        },
      )
    setError(null)
  }, [run])
  const submit = async () => {
    if (!run) return
    setBusy(true)
    const res = await rerunRun(run.id, options).catch(() => ({ data: undefined, error: undefined }))
    setBusy(false)
    if (res.data) onDone(res.data.id)
    else setError(isApiError(res.error) ? res.error.message : t('errors.start'))
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
          <DialogTitle>{t('rerun.title')}</DialogTitle>
          <DialogContent>
            <OptionsForm value={options} onChange={setOptions} llmReady={llmReady} />
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {t('actions.rerun')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
