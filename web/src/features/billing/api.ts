import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'
import { fileNameOf, saveBlob } from '../costs'

type Ok<K extends keyof operations> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer T } }
}
  ? T
  : never
export type BillingOverview = Ok<'getBilling'>
export type MovementPage = Ok<'listBalanceMovements'>
export type Invoice = Ok<'listBillingInvoices'>['invoices'][number]
export type MovementBody = operations['createBalanceMovement']['requestBody']['content']['application/json']
export type BillingProfile = Ok<'getBillingProfile'>
export type BillingProfileBody = operations['setBillingProfile']['requestBody']['content']['application/json']

const org = (orgId?: string) => (orgId ? { orgId } : {})

export const getBilling = (orgId: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/billing', { params: { query: org(orgId) }, signal })
export const getBudgetStatus = (signal?: AbortSignal) => api.GET('/api/billing/budget-status', { signal })
export const getCostSettings = (orgId: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/costs/settings', { params: { query: org(orgId) }, signal })
export const setCostTimeZone = (orgId: string | undefined, timeZone: string) =>
  api.PUT('/api/costs/settings', { body: { ...org(orgId), timeZone } })
export const listBillingOrganizations = (signal?: AbortSignal) => api.GET('/api/billing/organizations', { signal })
export const listMovements = (orgId: string | undefined, page: number, itemsPerPage: number, signal?: AbortSignal) =>
  api.GET('/api/billing/movements', { params: { query: { ...org(orgId), page, itemsPerPage } }, signal })
export const createMovement = (body: MovementBody) => api.POST('/api/billing/movements', { body })
export const setBudget = (orgId: string | undefined, monthlyBudgetMinor: number | null, hardCap: boolean) =>
  api.PUT('/api/billing/budget', { body: { ...org(orgId), monthlyBudgetMinor, hardCap } })
export const listInvoices = (orgId: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/billing/invoices', { params: { query: org(orgId) }, signal })
export const getBillingProfile = (orgId: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/billing/profile', { params: { query: org(orgId) }, signal })
export const setBillingProfile = (body: BillingProfileBody) => api.PUT('/api/billing/profile', { body })
export const draftInvoice = (orgId: string | undefined) => api.POST('/api/billing/invoices/draft', { body: org(orgId) })

export async function downloadInvoicePdf(id: string): Promise<boolean> {
  const { data, response } = await api.GET('/api/billing/invoices/{id}/pdf', {
    params: { path: { id } },
    parseAs: 'blob',
  })
  if (!data || !response.ok) return false
  saveBlob(data as unknown as Blob, fileNameOf(response, 'invoice.pdf'))
  return true
}
