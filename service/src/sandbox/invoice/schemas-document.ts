import { Type, type Static } from '@sinclair/typebox'
import { InvoiceSchema, PaymentDetailsSchema } from './schemas.js'

const Day = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD' })

export const InvoiceLineSchema = Type.Object(
  {
    item: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 1000 }),
    cost: Type.Number({ minimum: 0, maximum: 10_000_000 }),
    qty: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  { additionalProperties: false },
)
export type InvoiceLine = Static<typeof InvoiceLineSchema>

/** An invoice as the edit screen and the preview read it: the list fields plus lines, note, tax and discount. */
export const InvoiceDocumentSchema = Type.Object(
  {
    invoice: InvoiceSchema,
    paymentDetails: PaymentDetailsSchema,
    lines: Type.Array(InvoiceLineSchema, {
      description: 'Empty for a seeded invoice never edited: its service and total stand as one line',
    }),
    note: Type.String(),
    taxPercent: Type.Number(),
    discount: Type.Number(),
    subtotal: Type.Number({ description: 'Sum of cost × qty over the lines' }),
  },
  { additionalProperties: false },
)
export type InvoiceDocument = Static<typeof InvoiceDocumentSchema>

/** What an edit or a new invoice sends: one of the clients (by e-mail), dates, lines and the figures; totals are the service's. */
export const SaveInvoiceBody = Type.Object(
  {
    clientEmail: Type.String({ minLength: 3, maxLength: 254 }),
    issuedDate: Day,
    dueDate: Day,
    lines: Type.Array(InvoiceLineSchema, { minItems: 1, maxItems: 100 }),
    note: Type.String({ maxLength: 2000 }),
    taxPercent: Type.Number({ minimum: 0, maximum: 100 }),
    discount: Type.Number({ minimum: 0, maximum: 10_000_000 }),
  },
  { additionalProperties: false },
)
export type SaveInvoiceBody = Static<typeof SaveInvoiceBody>
