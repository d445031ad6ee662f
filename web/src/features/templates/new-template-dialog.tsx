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
  Select,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../lib/api-client'
import { createTemplate, type Template, type TemplateKind } from './api'
import { STARTER_DOCUMENTS } from './starter-documents'

const KINDS: TemplateKind[] = ['question-set', 'rubric', 'report-template', 'competence-model', 'summary-prompt']

/**
 * A new template: its kind and name; it starts from the kind's starter document (version 1, unpublished) and is
 * then edited in the builder. `kind` fixes the kind (the interview wizard makes only question sets). It stays mounted
 * and closes through `open`: unmounted while open inside another dialog, it left that dialog aria-hidden.
 */
export function NewTemplateDialog({
  open,
  kind: fixedKind,
  onClose,
  onCreated,
}: {
  open: boolean
  kind?: TemplateKind
  onClose: () => void
  onCreated: (template: Template) => void
}) {
  const { t } = useTranslation('templates')
  const [kind, setKind] = useState<TemplateKind>(fixedKind ?? 'question-set')
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  useEffect(() => {
    if (!open) return
    setName('')
    setError(undefined)
  }, [open])
  const submit = async () => {
    setBusy(true)
    setError(undefined)
    const r = await createTemplate(kind, name.trim(), STARTER_DOCUMENTS[kind]).catch((e: unknown) => ({
      data: undefined,
      error: e,
    }))
    setBusy(false)
    if (r.data) return onCreated(r.data)
    setError(isApiError(r.error) ? r.error.message : t('create.failed'))
  }
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) void submit()
          }}
        >
          <DialogBody>
            <DialogTitle>{t(fixedKind ? `create.titleOf.${fixedKind}` : 'create.title')}</DialogTitle>
            <DialogContent>
              {!fixedKind && (
                <Field label={t('create.kind')}>
                  <Select value={kind} onChange={(_, d) => setKind(d.value as TemplateKind)}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`kinds.${k}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <Field label={t('create.name')} hint={t('create.hint')} validationMessage={error} required>
                <Input dir="auto" value={name} onChange={(_, d) => setName(d.value)} maxLength={200} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || !name.trim()}>
                {t('create.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
