import { accessTokenAtom } from './session-atoms'
import { store } from './store'

export interface UploadAnswer<T> {
  ok: boolean
  status: number
  data?: T
  message?: string
}

/**
 * POSTs one file as multipart with progress, which fetch cannot report. The path is a typed OpenAPI path the
 * caller names; the bearer token rides along as in the typed client. Resolves with the answer, never rejects.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (pct: number) => void,
  fields: Record<string, string> = {},
): Promise<UploadAnswer<T>> {
  return new Promise((resolve) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    const token = store.get(accessTokenAtom)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, status: xhr.status, data: body as T })
      resolve({ ok: false, status: xhr.status, message: (body as { message?: string } | undefined)?.message })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0 })
    xhr.send(form)
  })
}

/** Saves bytes fetched through the typed client under a file name (the browser's download). */
export function saveBlob(data: Blob, name: string) {
  const url = URL.createObjectURL(data)
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
