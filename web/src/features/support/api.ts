import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'
import { saveBlob, uploadWithProgress } from '../../lib/file-transfer'
import type { paths } from '@debrief/openapi/schema'
import { allMembers } from '../../lib/all-members'

export type SupportRequest = ApiSchemas['SupportRequest']
export type SupportSummary = ApiSchemas['SupportRequestSummary']
export type SupportStatus = ApiSchemas['SupportStatus']
export type SupportCategory = ApiSchemas['SupportCategory']
export type SupportQuery = FilledQuery<
  paths['/api/support-requests']['get']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>

export const SUPPORT_STATUSES = allMembers<SupportStatus>()(['open', 'waiting', 'resolved', 'closed'])
export const SUPPORT_CATEGORIES = allMembers<SupportCategory>()([
  'question',
  'bug',
  'billing',
  'feature',
  'account',
  'other',
])

export const listRequests = (query: SupportQuery, signal?: AbortSignal) =>
  api.GET('/api/support-requests', { params: { query }, signal })
export const getRequest = (id: string, signal?: AbortSignal) =>
  api.GET('/api/support-requests/{id}', { params: { path: { id } }, signal })
export const openRequest = (body: { subject: string; category: SupportCategory; description: string }) =>
  api.POST('/api/support-requests', { body })
export const replyTo = (id: string, body: string) =>
  api.POST('/api/support-requests/{id}/replies', { params: { path: { id } }, body: { body } })
export const changeRequest = (id: string, body: { status?: SupportStatus; assigneeId?: string | null }) =>
  api.PATCH('/api/support-requests/{id}', { params: { path: { id } }, body })

export type SupportAttachment = ApiSchemas['SupportAttachment']

const ATTACH_PATH: keyof Pick<paths, '/api/support-requests/{id}/attachments'> =
  '/api/support-requests/{id}/attachments'
/** Attaches one file with upload progress; resolves with the service's answer (its message on a refusal). */
export const attachFile = (id: string, file: File, onProgress: (pct: number) => void) =>
  uploadWithProgress<SupportAttachment>(ATTACH_PATH.replace('{id}', id), file, onProgress)

export async function downloadAttachment(requestId: string, a: SupportAttachment) {
  const { data } = await api.GET('/api/support-requests/{id}/attachments/{attachmentId}', {
    params: { path: { id: requestId, attachmentId: a.id } },
    parseAs: 'blob',
  })
  if (!data) return false
  saveBlob(data as Blob, a.name)
  return true
}

/** What the service accepts, told before the upload so a wrong file is named at once. */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.log,.txt,.csv,.json'
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
