import type { operations, paths } from '@debrief/openapi/schema'
import { api, type FilledQuery } from '../../lib/api-client'
import { saveBlob, uploadWithProgress } from '../../lib/file-transfer'
import { formatBytes } from '../../lib/format'
import { allMembers } from '../../lib/all-members'

type Ok<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer T } }
}
  ? T
  : never

export type RbotFileQuery = FilledQuery<
  operations['listRbotFiles']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type RbotFilePage = Ok<'listRbotFiles'>
export type RbotFile = RbotFilePage['files'][number]
export type RbotFileKind = RbotFile['kind']
export type BotKey = Ok<'listBotKeys'>['keys'][number]

export const FILE_KINDS = allMembers<RbotFileKind>()(['recording', 'transcript', 'notes'])
export const SORT_KEYS = allMembers<RbotFileQuery['sortBy']>()(['createdAt', 'name', 'size', 'kind'])

const byId = (id: string) => ({ params: { path: { id } } })
export const listFiles = (query: RbotFileQuery, signal?: AbortSignal) =>
  api.GET('/api/rbot/files', { params: { query }, signal })
export const deleteFile = (id: string) => api.DELETE('/api/rbot/files/{id}', byId(id))
export const importFile = (id: string) => api.POST('/api/rbot/files/{id}/import', byId(id))
export const listKeys = (signal?: AbortSignal) => api.GET('/api/rbot/keys', { signal })
export const createKey = (name: string) => api.POST('/api/rbot/keys', { body: { name } })
export const revokeKey = (id: string) => api.DELETE('/api/rbot/keys/{id}', byId(id))

/** Downloads through the typed client (the bearer token rides along), then saves the bytes under the file's name. */
export async function downloadFile(file: RbotFile) {
  const { data } = await api.GET('/api/rbot/files/{id}/content', { ...byId(file.id), parseAs: 'blob' })
  if (!data) return false
  saveBlob(data as Blob, file.name)
  return true
}

const UPLOAD_PATH: keyof Pick<paths, '/api/rbot/files'> = '/api/rbot/files'

/** Streams the file as multipart with progress; resolves with the answer, never rejects. */
export const uploadFile = (file: File, meetingId: string | undefined, onProgress: (pct: number) => void) =>
  uploadWithProgress(UPLOAD_PATH, file, onProgress, meetingId ? { meetingId } : {})

export { formatBytes }
