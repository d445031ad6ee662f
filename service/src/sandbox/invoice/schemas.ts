import { Type, type Static } from '@sinclair/typebox'
import { IsoDate, QueryText, sandboxListQuery } from '../shared/list-query.js'

export const InvoiceClientSchema = Type.Object(
  {
    name: Type.String(),
    company: Type.String(),
    companyEmail: Type.String(),
    address: Type.String(),
    country: Type.String(),
    contact: Type.String(),
  },
  { additionalProperties: false },
)
export type InvoiceClient = Static<typeof InvoiceClientSchema>

export const InvoiceSchema = Type.Object(
  {
    id: Type.Integer(),
    issuedDate: IsoDate,
    dueDate: IsoDate,
    client: InvoiceClientSchema,
    service: Type.String(),
    total: Type.Number(),
    balance: Type.Number({ description: 'May be negative' }),
    avatar: Type.String(),
    invoiceStatus: Type.String({ description: 'Paid, Downloaded, Sent, Draft, Partial Payment, Past Due' }),
  },
  { additionalProperties: false },
)
export type Invoice = Static<typeof InvoiceSchema>

export const InvoiceQuery = sandboxListQuery({
  status: Type.Optional(QueryText),
  selectedDateRange: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Two YYYY-MM-DD dates (start, end) on issuedDate, e.g. "2025-05-01,2025-05-31" or {"start":…,"end":…}',
    }),
  ),
})
export type InvoiceQuery = Static<typeof InvoiceQuery>

export const InvoicePage = Type.Object(
  { invoices: Type.Array(InvoiceSchema), totalInvoices: Type.Integer() },
  { additionalProperties: false },
)

export const PaymentDetailsSchema = Type.Object(
  {
    totalDue: Type.String(),
    bankName: Type.String(),
    country: Type.String(),
    iban: Type.String(),
    swiftCode: Type.String(),
  },
  { additionalProperties: false },
)

export const InvoiceDetailSchema = Type.Object(
  { invoice: InvoiceSchema, paymentDetails: PaymentDetailsSchema },
  { additionalProperties: false },
)
