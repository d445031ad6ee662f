import { Field, Input, Textarea } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { useFormSubmit } from '../shared/use-form-submit'
import { sendInvoice, type InvoiceDocument } from './invoice-api'

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
  const { t } = useTranslation('sandboxInvoice')
  const id = doc.invoice.id
  const [to, setTo] = useState(doc.invoice.client.companyEmail)
  const [subject, setSubject] = useState(t('mail.defaultSubject', { id }))
  const [message, setMessage] = useState(t('mail.defaultMessage', { name: doc.invoice.client.name }))
  const { errors, formError, pending, submit } = useFormSubmit()
  const send = () =>
    submit(
      {
        to: EMAIL.test(to.trim()) ? undefined : t('mail.badAddress'),
        subject: subject.trim() ? undefined : t('mail.subjectRequired'),
      },
      () => sendInvoice(id, { to: to.trim(), subject: subject.trim(), message }),
      () => onSent(to.trim()),
    )

  return (
    <FormDialog
      title={t('mail.title', { id })}
      submitLabel={t('mail.send')}
      pending={pending}
      formError={formError}
      onSubmit={() => void send()}
      onClose={onClose}
    >
      <Field label={t('mail.to')} required validationMessage={errors.to} validationState={errors.to ? 'error' : 'none'}>
        <Input type="email" value={to} onChange={(_, d) => setTo(d.value)} />
      </Field>
      <Field
        label={t('mail.subject')}
        required
        validationMessage={errors.subject}
        validationState={errors.subject ? 'error' : 'none'}
      >
        <Input value={subject} onChange={(_, d) => setSubject(d.value)} />
      </Field>
      <Field
        label={t('mail.message')}
        hint={t('mail.hint')}
        validationMessage={errors.message}
        validationState={errors.message ? 'error' : 'none'}
      >
        <Textarea value={message} resize="vertical" rows={5} onChange={(_, d) => setMessage(d.value)} />
      </Field>
    </FormDialog>
  )
}
