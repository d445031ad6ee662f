import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'
import { allMembers } from '../../lib/all-members'

export type Report = ApiSchemas['Report']
/** A list row: a report without its content. */
export type ReportSummary = ApiSchemas['ReportSummary']
export type ReportKind = ApiSchemas['ReportKind']
export type ReportStatus = ApiSchemas['ReportStatus']
export type ReportShare = ApiSchemas['ReportShare']
export type PublicReport = ApiSchemas['PublicReport']
export type ReportQuery = FilledQuery<
  operations['listReports']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type ReportSortKey = ReportQuery['sortBy']

export const REPORT_STATUSES = allMembers<ReportStatus>()(['queued', 'running', 'ready', 'failed'])

export const listReports = (query: ReportQuery, signal?: AbortSignal) =>
  api.GET('/api/reports', { params: { query }, signal })
export const getReport = (id: string, signal?: AbortSignal) =>
  api.GET('/api/reports/{id}', { params: { path: { id } }, signal })
export const deleteReport = (id: string) => api.DELETE('/api/reports/{id}', { params: { path: { id } } })
export const rerunReport = (id: string) => api.POST('/api/reports/{id}/rerun', { params: { path: { id } } })
export const shareReport = (id: string, expiresInDays: number) =>
  api.POST('/api/reports/{id}/share', { params: { path: { id } }, body: { expiresInDays } })
export const revokeReportShare = (id: string) => api.DELETE('/api/reports/{id}/share', { params: { path: { id } } })
export const getPublicReport = (token: string, signal?: AbortSignal) =>
  api.GET('/api/public/reports/{token}', { params: { path: { token } }, signal })

/** Which template version scored a report (none for a report scored without one). */
export const getReportTemplate = (reportId: string, signal?: AbortSignal) =>
  api.GET('/api/templates/used-by-report/{id}', { params: { path: { id: reportId } }, signal })
