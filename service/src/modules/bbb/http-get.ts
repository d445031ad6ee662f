import http from 'node:http'
import https from 'node:https'
import { BbbError } from './bbb-errors.js'

export interface HttpTimeouts {
  connectMs: number
  responseMs: number
}
export const DEFAULT_TIMEOUTS: HttpTimeouts = { connectMs: 5_000, responseMs: 10_000 }
const MAX_BODY = 20 * 1024 * 1024

/**
 * GET with the two limits Scalelite uses: connecting may take `connectMs`, and once connected the whole answer
 * must arrive within `responseMs`. A server that hangs never holds a request thread longer than that.
 */
export function httpGet(
  url: string,
  timeouts: HttpTimeouts = DEFAULT_TIMEOUTS,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http
    let timer: NodeJS.Timeout | undefined
    const fail = (err: BbbError) => {
      clearTimeout(timer)
      req.destroy()
      reject(err)
    }
    const req = client.get(url, { headers: { accept: 'application/xml, application/json' } }, (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (c: Buffer) => {
        size += c.length
        if (size > MAX_BODY) fail(new BbbError('http', 'The server answered too much'))
        else chunks.push(c)
      })
      res.on('end', () => {
        clearTimeout(timer)
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
      })
      res.on('error', (err) => fail(new BbbError('network', `The answer broke off: ${err.message}`)))
    })
    timer = setTimeout(
      () => fail(new BbbError('timeout', `No connection within ${timeouts.connectMs / 1000} s`)),
      timeouts.connectMs,
    )
    req.on('socket', (socket) => {
      const connected = () => {
        clearTimeout(timer)
        timer = setTimeout(
          () => fail(new BbbError('timeout', `No answer within ${timeouts.responseMs / 1000} s`)),
          timeouts.responseMs,
        )
      }
      if (socket.connecting) socket.once('connect', connected)
      else connected()
    })
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      reject(
        err instanceof BbbError ? err : new BbbError('network', `Cannot reach the server (${err.code ?? err.message})`),
      )
    })
  })
}
