import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeTranscriber {
  url: string
  /** `file`: the bytes of the multipart `file` part, `filename` its name. */
  calls: {
    model: string | null
    bytes: number
    auth: string | undefined
    file: Buffer | null
    filename: string | null
  }[]
  failNext: number
  /** While set, every answer waits for it (work held in progress). */
  gate: Promise<void> | null
  close(): Promise<void>
}

/**
 * A loopback server speaking the OpenAI transcription protocol: multipart in (file, model,
 * response_format), verbose JSON out with `text`, `duration` and `segments`. `failNext` answers 503 first.
 */
export async function startFakeTranscriber(): Promise<FakeTranscriber> {
  const state: FakeTranscriber = { url: '', calls: [], failNext: 0, gate: null, close: async () => undefined }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (state.gate) await state.gate
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/audio/transcriptions' ||
        !String(req.headers['content-type']).startsWith('multipart/form-data')
      ) {
        res.writeHead(404).end()
        return
      }
      const body = Buffer.concat(chunks).toString('latin1')
      const model = /name="model"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? null
      const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(String(req.headers['content-type']))
      const part = new RegExp(
        String.raw`name="file"; filename="([^"]*)"\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*?)\r\n--` +
          (boundary?.[1] ?? boundary?.[2] ?? '').replace(/[^\w-]/g, '\\$&'),
      ).exec(body)
      state.calls.push({
        model,
        bytes: chunks.reduce((n, c) => n + c.length, 0),
        auth: req.headers.authorization,
        file: part ? Buffer.from(part[2], 'latin1') : null,
        filename: part?.[1] ?? null,
      })
      if (state.failNext > 0) {
        state.failNext--
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}')
        return
      }
      const text = 'We disagreed about the schema, so I listened to both sides and we agreed on a plan together.'
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration: 95.4,
          text,
          segments: [{ id: 0, start: 0, end: 95.4, text }],
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise((r) => server.close(() => r()))
  return state
}
