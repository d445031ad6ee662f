import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Input, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '../../../lib/form-errors'
import { openRequest, SUPPORT_CATEGORIES, type SupportCategory, type SupportRequest } from '../api'

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })

/** Opens a support request: subject, category, description. */
export function NewRequestDialog({ onClose, onOpened }: { onClose: () => void; onOpened: (r: SupportRequest) => void }) {
  const { t } = useTranslation('support')
  const styles = useStyles()
  const [subject, setSubject] = useState('')
  const [category, setCategory] = useState<SupportCategory>('question')
  const [description, setDescription] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const submit = async () => {
    setBusy(true)
    const { data, error: failure } = await openRequest({ subject: subject.trim(), category, description: description.trim() })
    setBusy(false)
    if (data) return onOpened(data)
    setError(formErrors(failure, t('error')).form)
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); void submit() }}>
          <DialogBody>
            <DialogTitle>{t('new.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('new.subject')} required validationMessage={error}><Input value={subject} maxLength={200} onChange={(_, d) => setSubject(d.value)} /></Field>
              <Field label={t('new.category')}>
                <Dropdown value={t(`category.${category}`)} selectedOptions={[category]} onOptionSelect={(_, d) => d.optionValue && setCategory(d.optionValue as SupportCategory)}>
                  {SUPPORT_CATEGORIES.map((c) => <Option key={c} value={c}>{t(`category.${c}`)}</Option>)}
                </Dropdown>
              </Field>
              <Field label={t('new.description')} required><Textarea rows={6} value={description} maxLength={10000} onChange={(_, d) => setDescription(d.value)} /></Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || !subject.trim() || !description.trim()}>{t('new.submit')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
