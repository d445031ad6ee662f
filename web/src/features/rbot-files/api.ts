import type { operations, paths } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'
import { store } from '../../lib/store'
import { accessTokenAtom } from '../auth'

type Ok<Op extends keyof operations> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never

export type RbotFileQuery = NonNullable<operations['listRbotFiles']['parameters']['query']>
export type RbotFilePage = Ok<'listRbotFiles'>
export type RbotFile = RbotFilePage['files'][number]
export type RbotFileKind = RbotFile['kind']
export type BotKey = Ok<'listBotKeys'>['keys'][number]

export const FILE_KINDS: RbotFileKind[] = ['recording', 'transcript', 'notes']
export const SORT_KEYS: RbotFileQuery['sortBy'][] = ['createdAt', 'name', 'size', 'kind']

const byId = (id: string) => ({ params: { path: { id } } })
export const listFiles = (query: RbotFileQuery, signal?: AbortSignal) => api.GET('/api/rbot/files', { params: { query }, signal })
export const deleteFile = (id: string) => api.DELETE('/api/rbot/files/{id}', byId(id))
export const importFile = (id: string) => api.POST('/api/rbot/files/{id}/import', byId(id))
export const listKeys = (signal?: AbortSignal) => api.GET('/api/rbot/keys', { signal })
export const createKey = (name: string) => api.POST('/api/rbot/keys', { body: { name } })
export const revokeKey = (id: string) => api.DELETE('/api/rbot/keys/{id}', byId(id))

/** Downloads through the typed client (the bearer token rides along), then saves the bytes under the file's name. */
export async function downloadFile(file: RbotFile) {
  const { data } = await api.GET('/api/rbot/files/{id}/content', { ...byId(file.id), parseAs: 'blob' })
  if (!data) return false
  const url = URL.createObjectURL(data as Blob)
  const a = Object.assign(document.createElement('a'), { href: url, download: file.name })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}

const UPLOAD_PATH: keyof Pick<paths, '/api/rbot/files'> = '/api/rbot/files'

/** Streams the file as multipart with progress (fetch reports none); resolves with the answer, never rejects. */
export function uploadFile(file: File, meetingId: string | undefined, onProgress: (pct: number) => void): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const form = new FormData()
    if (meetingId) form.append('meetingId', meetingId)
    form.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_PATH)
    const token = store.get(accessTokenAtom)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      if (xhr.status === 201) return resolve({ ok: true })
      let message: string | undefined
      try { message = (JSON.parse(xhr.responseText) as { message?: string }).message } catch { message = undefined }
      resolve({ ok: false, message })
    }
    xhr.onerror = () => resolve({ ok: false })
    xhr.send(form)
  })
}

export const formatBytes = (n: number, locale: string) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let i = 0
  let v = n
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i++ }
  return `${v.toLocaleString(locale, { maximumFractionDigits: i ? 1 : 0 })} ${units[i]}`
}
