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
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { callErrors } from '../shared/call-error'
import { sendInvoice, type InvoiceDocument } from './invoice-api'

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** "Send invoice": to, subject and a message; the service writes the mail to its outbox (and sends it when SMTP is set). */
export function SendInvoiceDialog({
  doc,
  onClose,
  onSent,
}: {
  doc: InvoiceDocument
  onClose: () => void
  onSent: (to: string) => void
}) {
  const { t } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const id = doc.invoice.id
  const [to, setTo] = useState(doc.invoice.client.companyEmail)
  const [subject, setSubject] = useState(t('invoiceMail.defaultSubject', { id }))
  const [message, setMessage] = useState(t('invoiceMail.defaultMessage', { name: doc.invoice.client.name }))
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local = {
      to: EMAIL.test(to.trim()) ? undefined : t('invoiceMail.badAddress'),
      subject: subject.trim() ? undefined : t('invoiceMail.subjectRequired'),
    }
    if (local.to || local.subject) return setErrors(local)
    setPending(true)
    const failure = await callErrors(
      sendInvoice(id, { to: to.trim(), subject: subject.trim(), message }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    onSent(to.trim())
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('invoiceMail.title', { id })}</DialogTitle>
            <DialogContent className={styles.content}>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('invoiceMail.to')}
                required
                validationMessage={errors.to}
                validationState={errors.to ? 'error' : 'none'}
              >
                <Input type="email" value={to} onChange={(_, d) => setTo(d.value)} />
              </Field>
              <Field
                label={t('invoiceMail.subject')}
                required
                validationMessage={errors.subject}
                validationState={errors.subject ? 'error' : 'none'}
              >
                <Input value={subject} onChange={(_, d) => setSubject(d.value)} />
              </Field>
              <Field
                label={t('invoiceMail.message')}
                hint={t('invoiceMail.hint')}
                validationMessage={errors.message}
                validationState={errors.message ? 'error' : 'none'}
              >
                <Textarea value={message} resize="vertical" rows={5} onChange={(_, d) => setMessage(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
              <Button type="submit" appearance="primary" disabled={pending}>
                {t('invoiceMail.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
