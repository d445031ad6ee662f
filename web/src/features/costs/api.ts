import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'
import { fileNameOf, saveBlob } from './save-blob'

export type CostOverviewQuery = NonNullable<operations['getCostOverview']['parameters']['query']>
export type CostOverview = operations['getCostOverview']['responses'][200]['content']['application/json']
export type CostRowPage = operations['listCostRows']['responses'][200]['content']['application/json']
export type CostRow = CostRowPage['rows'][number]
export type SubjectCost = operations['getMeetingCost']['responses'][200]['content']['application/json']
export type CostFilterQuery = Pick<CostOverviewQuery, 'from' | 'to' | 'orgId' | 'kind' | 'currency'>

export type CostBreakdown = operations['getCostBreakdown']['responses'][200]['content']['application/json']
export type BreakdownDimension = CostBreakdown['by']
export const getCostBreakdown = (query: CostFilterQuery & { by: BreakdownDimension }, signal?: AbortSignal) =>
  api.GET('/api/costs/breakdown', { params: { query }, signal })
export const getCostOverview = (query: CostOverviewQuery, signal?: AbortSignal) =>
  api.GET('/api/costs/overview', { params: { query }, signal })
export const listCostRows = (query: CostFilterQuery & { page: number; itemsPerPage: number }, signal?: AbortSignal) =>
  api.GET('/api/costs/rows', { params: { query }, signal })
export const getSubjectCost = (subject: 'meeting' | 'report', id: string, signal?: AbortSignal) =>
  subject === 'meeting'
    ? api.GET('/api/costs/meetings/{id}', { params: { path: { id } }, signal })
    : api.GET('/api/costs/reports/{id}', { params: { path: { id } }, signal })

/** The CSV of a view: fetched through the client (it carries the sign-in) and handed to the browser as a file. */
export async function downloadCostCsv(query: CostFilterQuery): Promise<boolean> {
  const { data, response } = await api.GET('/api/costs/export', { params: { query }, parseAs: 'blob' })
  if (!data || !response.ok) return false
  saveBlob(data as unknown as Blob, fileNameOf(response, 'costs.csv'))
  return true
}

/** The usage kinds the ledger knows today (a filter value outside them still works through the URL). */
export const USAGE_KINDS = [
  'llm-tokens',
  'transcription-minutes',
  'conference-minutes',
  'storage-gb-days',
  'self-interviews',
  'analysed-meetings',
] as const

export type UsagePrice =
  operations['listUsagePrices']['responses'][200]['content']['application/json']['prices'][number]
export type NewUsagePrice = operations['createUsagePrice']['requestBody']['content']['application/json']
export const listUsagePrices = (signal?: AbortSignal) =>
  api.GET('/api/costs/prices', { params: { query: { current: false } }, signal })
export const createUsagePrice = (body: NewUsagePrice) => api.POST('/api/costs/prices', { body })
export type RecalculateBody = operations['recalculateUsagePrices']['requestBody']['content']['application/json']
export type Recalculation = operations['recalculateUsagePrices']['responses'][200]['content']['application/json']
export const recalculatePrices = (body: RecalculateBody) => api.POST('/api/costs/prices/recalculate', { body })
export const listRecalculations = (signal?: AbortSignal) => api.GET('/api/costs/prices/recalculations', { signal })
