import { Type, type Static } from '@sinclair/typebox'

/** "Send invoice" on the preview: to whom, the subject and a message above the invoice summary. */
export const SendInvoiceBody = Type.Object(
  {
    to: Type.String({ format: 'email', maxLength: 254 }),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
)
export type SendInvoiceBody = Static<typeof SendInvoiceBody>

export const SentInvoice = Type.Object(
  {
    to: Type.String(),
    subject: Type.String(),
    queued: Type.Boolean({ description: 'Written to the outbox (and sent when SMTP is configured)' }),
  },
  { additionalProperties: false },
)
