import { api, type ApiSchemas } from '../../lib/api-client'
import type { paths } from '@debrief/openapi/schema'

export type SupportRequest = ApiSchemas['SupportRequest']
export type SupportSummary = ApiSchemas['SupportRequestSummary']
export type SupportStatus = ApiSchemas['SupportStatus']
export type SupportCategory = ApiSchemas['SupportCategory']
export type SupportQuery = NonNullable<paths['/api/support-requests']['get']['parameters']['query']>

export const SUPPORT_STATUSES: SupportStatus[] = ['open', 'waiting', 'resolved', 'closed']
export const SUPPORT_CATEGORIES: SupportCategory[] = ['question', 'bug', 'billing', 'feature', 'account', 'other']

export const listRequests = (query: SupportQuery, signal?: AbortSignal) => api.GET('/api/support-requests', { params: { query }, signal })
export const getRequest = (id: string, signal?: AbortSignal) => api.GET('/api/support-requests/{id}', { params: { path: { id } }, signal })
export const openRequest = (body: { subject: string; category: SupportCategory; description: string }) => api.POST('/api/support-requests', { body })
export const replyTo = (id: string, body: string) => api.POST('/api/support-requests/{id}/replies', { params: { path: { id } }, body: { body } })
export const changeRequest = (id: string, body: { status?: SupportStatus; assigneeId?: string | null }) =>
  api.PATCH('/api/support-requests/{id}', { params: { path: { id } }, body })
