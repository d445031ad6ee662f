/**
 * A `fetch` for one openapi-fetch request that reports upload progress: fetch itself cannot, so the
 * prepared Request (middleware already applied: token, headers) is sent with XMLHttpRequest.
 */
export function uploadFetch(onProgress: (share: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value))
      xhr.responseType = 'blob'
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total)
      }
      xhr.onload = () => {
        onProgress(1)
        const headers = new Headers()
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':')
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
        }
        resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers }))
      }
      xhr.onerror = () => reject(new TypeError('Network error during upload'))
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
      request.signal.addEventListener('abort', () => xhr.abort())
      xhr.send(body)
    })
  }
}
