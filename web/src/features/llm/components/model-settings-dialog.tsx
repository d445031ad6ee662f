import {
  Body1,
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
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { updateLlmSettings, type LlmSettings } from '../api'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The organization's own model: empty fields fall back to the service's LLM_* settings; the key is never shown. */
export function ModelSettingsDialog({
  open,
  settings,
  onClose,
  onSaved,
}: {
  open: boolean
  settings: LlmSettings | undefined
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const [baseUrl, setBaseUrl] = useState('')
  const [model, setModel] = useState('')
  const [apiKey, setApiKey] = useState('')
  const [clearKey, setClearKey] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open) return
    setBaseUrl(settings?.baseUrl ?? '')
    setModel(settings?.model ?? '')
    setApiKey('')
    setClearKey(false)
    setError(null)
  }, [open, settings])
  const save = async () => {
    setBusy(true)
    const res = await updateLlmSettings({
      baseUrl: baseUrl.trim() || null,
      model: model.trim() || null,
      ...(clearKey ? { apiKey: null } : apiKey ? { apiKey } : {}),
    }).catch(() => ({ data: undefined, error: undefined }))
    setBusy(false)
    if (res.data) onSaved()
    else setError(isApiError(res.error) ? res.error.message : t('settings.saveError'))
  }
  const eff = settings?.effective
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose()
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Body1 className={styles.muted}>
              {eff?.configured
                ? t('settings.effective', { model: eff.model, source: t(`settings.source.${eff.source}`) })
                : eff && t('settings.notConnected')}
            </Body1>
            <Field label={t('settings.baseUrl')} hint={t('settings.baseUrlHint')}>
              <Input
                type="url"
                value={baseUrl}
                onChange={(_, d) => setBaseUrl(d.value)}
                placeholder="https://api.example.com/v1"
              />
            </Field>
            <Field label={t('settings.model')}>
              <Input value={model} onChange={(_, d) => setModel(d.value)} />
            </Field>
            <Field
              label={t('settings.apiKey')}
              hint={settings?.apiKeySet ? t('settings.keyStored') : t('settings.keyNone')}
            >
              <Input
                type="password"
                value={apiKey}
                disabled={clearKey}
                onChange={(_, d) => setApiKey(d.value)}
                autoComplete="off"
              />
            </Field>
            {settings?.apiKeySet && (
              <Checkbox
                label={t('settings.clearKey')}
                checked={clearKey}
                onChange={(_, d) => setClearKey(Boolean(d.checked))}
              />
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {t('settings.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
