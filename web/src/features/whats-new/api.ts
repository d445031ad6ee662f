import { api, type ApiSchemas } from '../../lib/api-client'

export type WhatsNewEntry = ApiSchemas['WhatsNewEntry']

export const listEntries = (query: { q?: string; page: number; itemsPerPage: number }, signal?: AbortSignal) =>
  api.GET('/api/whats-new', { params: { query: { ...query, orderBy: 'desc' } }, signal })
export const countUnread = (signal?: AbortSignal) => api.GET('/api/whats-new/unread', { signal })
export const markRead = () => api.POST('/api/whats-new/read')
export const createEntry = (body: { title: string; body: string; tags?: string[]; link?: string | null }) =>
  api.POST('/api/whats-new', { body })
export const deleteEntry = (id: string) => api.DELETE('/api/whats-new/{id}', { params: { path: { id } } })
