import type { Api } from '../helpers/product.js'

/** Polls a run until it leaves queued/running. */
export async function waitForRun(client: Api, id: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const run = (await client.get(`/api/llm/runs/${id}`)).json()
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > until) throw new Error(`run ${id} still ${run.status} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A multipart/form-data body with one file and optional fields, as a browser sends it. */
export function multipartBody(
  file: { name: string; type: string; content: Buffer | string },
  fields: Record<string, string> = {},
) {
  const boundary = '----debrief-test-boundary'
  const parts: Buffer[] = []
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  )
  parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content))
  parts.push(Buffer.from('\r\n'))
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const TRANSCRIPT = [
  'Anna: Welcome everyone, today we plan the spring release of the mobile app.',
  'Boris: The payment screen is still slow and we decided to rewrite the caching layer first.',
  'Anna: Agreed. I will send the updated timeline by Friday.',
  'Chen: Can we move the accessibility review to next week so design has time to finish?',
  'Boris: That works for me. Let us also ask support which complaints come up most often.',
  'Chen: I will collect the support tickets and share a short report on Monday.',
  'Anna: Good, the plan is to ship the beta on the fifteenth and the release two weeks later.',
].join('\n')
