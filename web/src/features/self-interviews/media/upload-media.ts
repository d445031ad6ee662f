import type { paths } from '@debrief/openapi/schema'

// The typed path of the upload; the upload itself is an XMLHttpRequest, because fetch reports no upload progress.
const MEDIA_PATH: keyof Pick<paths, '/api/public/self-interviews/{uid}/questions/{questionId}/media'> =
  '/api/public/self-interviews/{uid}/questions/{questionId}/media'

export interface UploadOutcome {
  ok: boolean
  status: number
  message?: string
}

function putOnce(
  uid: string,
  questionId: string,
  blob: Blob,
  onProgress: (pct: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(
      'PUT',
      MEDIA_PATH.replace('{uid}', encodeURIComponent(uid)).replace('{questionId}', encodeURIComponent(questionId)),
    )
    xhr.setRequestHeader('Content-Type', blob.type || 'audio/webm')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      let message: string | undefined
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message
      } catch {
        message = undefined
      }
      resolve({ ok: xhr.status === 200, status: xhr.status, message })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0 })
    xhr.send(blob)
  })
}

/**
 * Uploads a take with progress. A network failure or a 5xx/429 is retried (1 s, 2 s, 4 s); a 4xx is the
 * service's verdict (too late, too large, wrong type) and is returned at once.
 */
export async function uploadMedia(
  uid: string,
  questionId: string,
  blob: Blob,
  onProgress: (pct: number) => void,
  attempts = 4,
): Promise<UploadOutcome> {
  let last: UploadOutcome = { ok: false, status: 0 }
  for (let i = 0; i < attempts; i++) {
    last = await putOnce(uid, questionId, blob, onProgress)
    if (last.ok || (last.status >= 400 && last.status < 500 && last.status !== 429)) return last
    await new Promise((r) => setTimeout(r, 1000 * 2 ** i))
  }
  return last
}
