import { api } from '../../../lib/api-client'

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export type InvoiceSortKey = 'id' | 'client' | 'total' | 'date' | 'balance'

export interface InvoiceQuery {
  q?: string
  status?: InvoiceStatus
  from: string
  to: string
  page: number
  itemsPerPage: number
  sortBy?: InvoiceSortKey
  orderBy?: 'asc' | 'desc'
}

export const listInvoices = ({ from, to, page, itemsPerPage, ...rest }: InvoiceQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/invoice', {
    params: {
      query: {
        ...rest,
        page: String(page),
        itemsPerPage: String(itemsPerPage),
        selectedDateRange: from && to ? `${from},${to}` : undefined,
      },
    },
    signal,
  })
export type InvoicePage = NonNullable<Awaited<ReturnType<typeof listInvoices>>['data']>
export type Invoice = InvoicePage['invoices'][number]

export const getInvoice = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/invoice/{id}', { params: { path: { id } }, signal })
export type InvoiceDetail = NonNullable<Awaited<ReturnType<typeof getInvoice>>['data']>
export const deleteInvoice = (id: number) => api.DELETE('/api/apps/invoice/{id}', { params: { path: { id } } })

/** The first and last day of the month holding `day`, as YYYY-MM-DD: the list's default range. */
export function monthRange(day = new Date()): { from: string; to: string } {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  return {
    from: iso(new Date(day.getFullYear(), day.getMonth(), 1)),
    to: iso(new Date(day.getFullYear(), day.getMonth() + 1, 0)),
  }
}

export const money = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value)

export const listClients = (signal?: AbortSignal) => api.GET('/api/apps/invoice/clients', { signal })
export type InvoiceClient = NonNullable<Awaited<ReturnType<typeof listClients>>['data']>[number]
export const getInvoiceDocument = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/invoice/{id}/document', { params: { path: { id } }, signal })
export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof getInvoiceDocument>>['data']>
export type InvoiceLine = InvoiceDocument['lines'][number]
export interface SaveInvoice {
  clientEmail: string
  issuedDate: string
  dueDate: string
  lines: InvoiceLine[]
  note: string
  taxPercent: number
  discount: number
}
export const updateInvoice = (id: number, body: SaveInvoice) =>
  api.PUT('/api/apps/invoice/{id}', { params: { path: { id } }, body })
export const addInvoice = (body: SaveInvoice) => api.POST('/api/apps/invoice', { body })

export const sendInvoice = (id: number, body: { to: string; subject: string; message: string }) =>
  api.POST('/api/apps/invoice/{id}/send', { params: { path: { id } }, body })
